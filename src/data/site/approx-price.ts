import { formatDecimal } from '@harbour/domain/format';
import { formatIsoDate } from '../../lib/dates';
import type { Currency, ExchangeRates, ForeignCurrency } from '@harbour/domain/exchange-rates';

// The wording of approximate prices: loaded with a visitor's currency pick, not with the rates (exchange-rates.ts,
// which the database's code reads).
const SYMBOLS: Record<ForeignCurrency, string> = { EUR: '€', GBP: '£', CAD: 'CA$' };

/**
 * Pure: `usd` in another currency, rounded as an approximation should be: to the nearest 1,000 from 100,000, the
 * nearest 100 from 10,000, else the nearest 10 (a rate is a day's rate; more digits would promise more than it can).
 */
export function approxAmount(usd: number, rate: number): number {
  const amount = usd * rate;
  const step = amount >= 100_000 ? 1000 : amount >= 10_000 ? 100 : 10;
  return Math.round(amount / step) * step;
}

/** Pure: "≈ €1,234,000" for a listed price in US dollars; null for USD, no rates, or no positive price. */
export function approxPriceLabel(usd: number, currency: Currency, rates: ExchangeRates | null): string | null {
  if (currency === 'USD' || !rates || !Number.isFinite(usd) || usd <= 0) return null;
  return `≈ ${SYMBOLS[currency]}${formatDecimal(approxAmount(usd, rates[currency]), 0)}`;
}

/** Pure: the day the rates were set, as the small print says it: "20 Nov 2026" (local date). */
export function ratesDate(setAt: string): string {
  return formatIsoDate(setAt, 'd MMM yyyy');
}

/** Pure: the small print beside an approximate price: "Approximate, at the rates of 20 Nov 2026". */
export function ratesNote(setAt: string): string {
  return `Approximate, at the rates of ${ratesDate(setAt)}`;
}
