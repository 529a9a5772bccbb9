import { useLiveQuery } from '@/data/use-live-query';
import { visitorRecordId } from '@/data/schemas/visitor-record';
import { SITE_SETTINGS_SETTING } from '@/data/visitor/settings';
import { storedSiteSettings } from '@/data/site/public-site-settings';
import type { ExchangeRates } from '@/data/site/exchange-rates';

export interface DatedRates {
  rates: ExchangeRates;
  setAt: string;
}

/**
 * The admin's exchange rates as this device last heard them (offline: the last ones), live; null while the database
 * opens and when none were ever set (then no approximate price is shown).
 */
export function useExchangeRates(): DatedRates | null {
  const result = useLiveQuery(
    (db, { map }) =>
      db.visitorRecords.findOne(visitorRecordId('setting', SITE_SETTINGS_SETTING)).$.pipe(
        map((doc) => {
          const settings = storedSiteSettings(doc?.value);
          return settings.exchangeRates && settings.exchangeRatesSetAt
            ? { rates: settings.exchangeRates, setAt: settings.exchangeRatesSetAt }
            : null;
        }),
      ),
    [],
  );
  return result.status === 'ready' ? result.data : null;
}
