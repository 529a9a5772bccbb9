import { loadVisitorDatabase } from '../public/load-public-database';
import { visitorRecordId } from '@harbour/domain/schemas/visitor-record';
import { SITE_SETTINGS_SETTING } from '../visitor/settings';
import { logError } from '@/lib/log';
import { createSmallStore, useSmallStore } from '@/lib/small-store';
import { storedSiteSettings } from './public-site-settings';
import type { ExchangeRates } from '@harbour/domain/exchange-rates';

export interface DatedRates {
  rates: ExchangeRates;
  setAt: string;
}

// One subscription to this device's copy of the site settings for the whole page, however many prices show an
// approximation (a card each). Not useLiveQuery: its module would then be shared with code that loads only with a
// pick, and split out of the chunk the list pages load it in (a cost to their JS budget, src/lib/budgets.ts).
const rates = createSmallStore<DatedRates | null>(() => null, { server: () => null });
let stored: string | null | undefined;
let started = false;

function follow() {
  if (started) return;
  started = true;
  loadVisitorDatabase()
    .then((db) =>
      db.visitorRecords.findOne(visitorRecordId('setting', SITE_SETTINGS_SETTING)).$.subscribe((doc) => {
        const value = doc?.value ?? null;
        if (value === stored) return;
        stored = value;
        const settings = storedSiteSettings(value);
        rates.set(
          settings.exchangeRates && settings.exchangeRatesSetAt
            ? { rates: settings.exchangeRates, setAt: settings.exchangeRatesSetAt }
            : null,
        );
      }),
    )
    .catch((error: unknown) => {
      started = false; // the next page part that needs the rates tries again
      logError('exchange rates', error);
    });
}

/** Each new follower starts following if nothing does (a database that failed to open is tried again). */
const followed = {
  ...rates,
  subscribe(notify: () => void) {
    const unfollow = rates.subscribe(notify);
    follow();
    return unfollow;
  },
};

/**
 * The admin's exchange rates as this device last heard them (offline: the last ones), live; null while the database
 * opens, on the server, and when none were ever set (then no approximate price is shown).
 */
export function useExchangeRates(): DatedRates | null {
  return useSmallStore(followed);
}
