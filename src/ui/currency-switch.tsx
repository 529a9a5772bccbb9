import { css } from 'styled-system/css';
import type { Currency } from '@/data/site/exchange-rates';
import { ratesDate } from '@/data/site/approx-price';
import { useExchangeRates } from '@/data/site/use-exchange-rates';
import { chooseCurrency, useCurrency } from './use-currency';
import { useHydrated } from './use-hydrated';

const CHOICES: { currency: Currency; title: string }[] = [
  { currency: 'USD', title: 'US dollars only, as listed' },
  { currency: 'EUR', title: 'Also show approximate prices in euros' },
  { currency: 'GBP', title: 'Also show approximate prices in pounds sterling' },
  { currency: 'CAD', title: 'Also show approximate prices in Canadian dollars' },
];

/**
 * The visitor's currency pick (USD, EUR, GBP, CAD), four pressed-or-not buttons kept on this device; with a pick other
 * than USD, prices show an approximation beside them and this says the rates' date. Not shown while the site has no
 * rates (nothing could be converted).
 */
export function CurrencySwitch() {
  const currency = useCurrency();
  const rates = useExchangeRates();
  // A press before the app runs would do nothing: the buttons wait for it.
  const hydrated = useHydrated();
  if (!rates) return null;
  return (
    <div className={css({ display: 'grid', gap: '1', justifyItems: 'start' })}>
      <div
        role="group"
        aria-label="Currency"
        className={css({
          display: 'inline-flex',
          borderWidth: '1px',
          borderColor: 'border',
          rounded: 'md',
          overflow: 'hidden',
          fontSize: 'sm',
        })}
      >
        {CHOICES.map((c) => (
          <button
            key={c.currency}
            type="button"
            aria-pressed={currency === c.currency}
            disabled={!hydrated}
            title={c.title}
            onClick={() => chooseCurrency(c.currency)}
            className={css({
              minH: '11',
              minW: '11',
              px: '2.5',
              bg: 'white',
              color: 'fg',
              cursor: 'pointer',
              fontWeight: 'medium',
              '&[aria-pressed=true]': { bg: 'navy.700', color: 'white' },
              _disabled: { cursor: 'wait' },
              _focusVisible: { outline: '2px solid', outlineColor: 'sea.600', outlineOffset: '-2px' },
            })}
          >
            {c.currency}
          </button>
        ))}
      </div>
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
