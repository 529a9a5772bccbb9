import { useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import type { Caller } from '@/data/caller';
import type { SiteSettings } from '@harbour/domain/schemas/site-settings';
import { FOREIGN_CURRENCIES, type ForeignCurrency } from '@harbour/domain/exchange-rates';
import { formatIsoDate } from '@/lib/dates';
import { logError } from '@/lib/log';
import { TextField } from '@/ui/form-field';
import { button } from '@/ui/button';
import { notify } from '@/ui/toaster';
import { saveExchangeRates } from '../api/site-settings';
import { exchangeRatesInput } from '../site-settings-actions';
import { muted } from '../components/parts';

const LABELS: Record<ForeignCurrency, string> = {
  EUR: 'Euros (EUR) per US dollar',
  GBP: 'Pounds (GBP) per US dollar',
  CAD: 'Canadian dollars (CAD) per US dollar',
};
type Values = Record<ForeignCurrency, string>;

const valuesOf = (settings: SiteSettings | null): Values => {
  const rates = settings?.exchangeRates;
  return { EUR: String(rates?.EUR ?? ''), GBP: String(rates?.GBP ?? ''), CAD: String(rates?.CAD ?? '') };
};

/**
 * The exchange rates behind the approximate prices visitors may pick (≈ €…): what one US dollar buys today. Saving sets
 * the date shown to visitors in small print. Keyed by the stored rates, so a change synced from elsewhere refills it.
 */
export function ExchangeRatesForm({ caller, settings }: { caller: Caller; settings: SiteSettings | null }) {
  const [values, setValues] = useState<Values>(() => valuesOf(settings));
  const [error, setError] = useState<{ field?: ForeignCurrency; message: string } | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = exchangeRatesInput(values);
    if (!input.ok) {
      setError({ field: input.field, message: input.error });
      return;
    }
    setError(null);
    setSaving(true);
    try {
      const result = await saveExchangeRates(caller, values);
      if (!result.ok) {
        setError({ message: result.error });
        notify('Not Saved', result.error, 'error');
      } else notify('Exchange Rates Saved', 'Visitors who pick EUR, GBP or CAD now see prices at these rates.');
    } catch (failure) {
      logError('exchange rates', failure);
      notify('Error', 'The exchange rates could not be saved on this device.', 'error');
    } finally {
      setSaving(false);
    }
  }

  const setAt = settings?.exchangeRatesSetAt;
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className={css({ display: 'grid', gap: '3' })}>
      <p className={muted} data-testid="exchange-rates-set-at">
        {setAt
          ? `Set on ${formatIsoDate(setAt, 'd MMM yyyy')}. Visitors see this date beside the approximate prices.`
          : 'Not set yet: visitors see prices in US dollars only.'}
      </p>
      <div className={css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', sm: 'repeat(3, 1fr)' } })}>
        {FOREIGN_CURRENCIES.map((currency) => (
          <TextField
            key={currency}
            label={LABELS[currency]}
            inputMode="decimal"
            autoComplete="off"
            placeholder={currency === 'CAD' ? 'e.g. 1.38' : 'e.g. 0.92'}
            value={values[currency]}
            error={error?.field === currency ? error.message : undefined}
            onChange={(e) => setValues((v) => ({ ...v, [currency]: e.target.value }))}
          />
        ))}
      </div>
      {error && !error.field ? (
        <p role="alert" className={css({ color: 'red.700', fontSize: 'sm' })}>
          {error.message}
        </p>
      ) : null}
      {error?.field ? (
        <p role="alert" className={css({ srOnly: true })}>
          {error.message}
        </p>
      ) : null}
      <div>
        <button type="submit" className={button({ variant: 'default' })} disabled={saving}>
          Save Exchange Rates
        </button>
      </div>
    </form>
  );
}
