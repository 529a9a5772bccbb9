import { css } from 'styled-system/css';
import type { Currency } from '@harbour/domain/exchange-rates';
import { ratesDate } from '@/data/site/approx-price';
import { useExchangeRates } from '@/data/site/use-exchange-rates';
import { chooseCurrency, useCurrency } from './use-currency';
import { SegmentedChoice, type SegmentedOption } from './segmented-choice';

const CHOICES: SegmentedOption<Currency>[] = [
  { value: 'USD', label: 'USD', title: 'US dollars only, as listed' },
  { value: 'EUR', label: 'EUR', title: 'Also show approximate prices in euros' },
  { value: 'GBP', label: 'GBP', title: 'Also show approximate prices in pounds sterling' },
  { value: 'CAD', label: 'CAD', title: 'Also show approximate prices in Canadian dollars' },
];

/**
 * The visitor's currency pick (USD, EUR, GBP, CAD), four pressed-or-not buttons kept on this device; with a pick other
 * than USD, prices show an approximation beside them and this says the rates' date. Not shown while the site has no
 * rates (nothing could be converted).
 */
export function CurrencySwitch() {
  const currency = useCurrency();
  const rates = useExchangeRates();
  if (!rates) return null;
  return (
    <div className={css({ display: 'grid', gap: '1', justifyItems: 'start' })}>
      <SegmentedChoice label="Currency" options={CHOICES} value={currency} onChoose={chooseCurrency} snug />
      <RatesNote />
    </div>
  );
}

/** The rates' small print, under the switch and on a page with approximate prices but no switch (/saved). */
export function RatesNote({ className }: { className?: string }) {
  const currency = useCurrency();
  const rates = useExchangeRates();
  if (currency === 'USD' || !rates) return null;
  return (
    <p
      className={`${css({ fontSize: 'xs', color: 'muted', m: '0', maxW: 'sm' })} ${className ?? ''}`}
      data-testid="rates-note"
    >
      Prices are listed in US dollars; ≈ prices are approximate, at the rates of {ratesDate(rates.setAt)}.
    </p>
  );
}
