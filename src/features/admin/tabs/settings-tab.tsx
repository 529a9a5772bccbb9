import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import type { Caller } from '@/data/caller';
import { CheckboxField } from '@/ui/checkbox-field';
import { notify } from '@/ui/toaster';
import { logError } from '@/lib/log';
import { saveSiteSettings, useSiteSettings } from '../api/site-settings';
import { usePendingCheck } from '../use-admin-data';
import { card, cardTitle, muted, PendingMark, SkeletonBar } from '../components/parts';
import { ExchangeRatesForm } from './exchange-rates-form';

/** The public site's settings: how the boat pages present a listing to buyers. */
export function SettingsTab({ caller }: { caller: Caller }) {
  const settings = useSiteSettings(caller);
  const isPending = usePendingCheck(caller);
  // The box shows the admin's choice at once; the stored setting takes over when it says the same (or on a failure).
  const [wanted, setWanted] = useState<boolean | null>(null);
  const stored = settings.status === 'ready' && settings.data?.showDaysOnMarket === true;
  useEffect(() => {
    if (wanted === stored) setWanted(null);
  }, [wanted, stored]);

  async function change(showDaysOnMarket: boolean) {
    setWanted(showDaysOnMarket);
    try {
      const result = await saveSiteSettings(caller, { showDaysOnMarket });
      if (!result.ok) {
        setWanted(null);
        notify('Not Saved', result.error, 'error');
      } else
        notify(
          'Settings Saved',
          showDaysOnMarket
            ? 'Buyers now see days on market on every boat page.'
            : 'Days on market are now shown to admins and owners only.',
        );
    } catch (error) {
      setWanted(null);
      logError('site settings', error);
      notify('Error', 'The settings could not be saved on this device.', 'error');
    }
  }

  return (
    <section className={`${card} ${css({ display: 'grid', gap: '3', maxW: '2xl' })}`} aria-labelledby="public-listings">
      <h2 id="public-listings" className={cardTitle}>
        Public listings
      </h2>
      {settings.status === 'loading' ? (
        <SkeletonBar width="2/3" />
      ) : settings.status === 'error' ? (
        <p role="alert">The settings could not be loaded on this device. Please reload the page.</p>
      ) : (
        <div>
          <CheckboxField
            label="Show days on market on public listings"
            hint="Each boat page tells buyers how long the boat has been for sale (“12 days on market”). Admins and the boat's owner always see it."
            checked={wanted ?? stored}
            onChange={(e) => void change(e.target.checked)}
          />
          <PendingMark pending={isPending('siteSettings', settings.data?.id ?? '')} />
        </div>
      )}
      <p className={muted}>Changes reach every visitor's device as soon as they are online.</p>
      <h2 id="exchange-rates" className={cardTitle}>
        Exchange rates
      </h2>
      <p className={css({ m: '0', fontSize: 'sm' })}>
        Prices stay in US dollars as listed. A visitor who picks EUR, GBP or CAD also sees an approximate price at these
        rates (“≈ €1,234,000”).
      </p>
      {settings.status === 'ready' ? (
        <ExchangeRatesForm key={settings.data?.exchangeRatesSetAt ?? 'none'} caller={caller} settings={settings.data} />
      ) : null}
    </section>
  );
}
