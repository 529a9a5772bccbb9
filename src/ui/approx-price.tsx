import { css } from 'styled-system/css';
import type { Currency } from '@harbour/domain/exchange-rates';
import { approxPriceLabel, ratesNote } from '@/data/site/approx-price';
import { useExchangeRates } from '@/data/site/use-exchange-rates';

const approx = css({ ms: '2', fontSize: 'sm', fontWeight: 'semibold', color: 'muted', whiteSpace: 'nowrap' });
const small = css({ display: 'block', fontSize: 'xs', fontWeight: 'normal', color: 'muted', mt: '0.5' });

/**
 * "≈ €1,234,000" beside a listed price, at the admin's rates; nothing without rates. `dated`: the rates' date in small
 * print under it (the boat page); elsewhere the date is its title and the currency switch's note.
 */
export default function ApproxPrice({ usd, currency, dated }: { usd: number; currency: Currency; dated?: boolean }) {
  const rates = useExchangeRates();
  const label = rates ? approxPriceLabel(usd, currency, rates.rates) : null;
  if (!rates || !label) return null;
  const note = ratesNote(rates.setAt);
  return (
    <>
      <span className={approx} title={note} data-testid="approx-price">
        {label}
        <span className={css({ srOnly: true })}> ({note})</span>
      </span>
      {dated ? (
        <small className={small} aria-hidden="true" data-testid="approx-price-note">
          {note}
        </small>
      ) : null}
    </>
  );
}
