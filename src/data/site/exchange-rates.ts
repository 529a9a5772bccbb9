import { formatDecimal } from '../../lib/format';

/**
 * The currencies a visitor may see an approximate price in, beside the listed US dollars (issue #17 "Currency"). The
 * rates are set by an admin in siteSettings/public (schemas/site-settings.ts) and say how many units of each currency
 * one US dollar buys.
 */
export const FOREIGN_CURRENCIES = ['EUR', 'GBP', 'CAD'] as const;
export type ForeignCurrency = (typeof FOREIGN_CURRENCIES)[number];
export const CURRENCIES = ['USD', ...FOREIGN_CURRENCIES] as const;
export type Currency = (typeof CURRENCIES)[number];

export type ExchangeRates = Record<ForeignCurrency, number>;

/**
 * The bounds of a rate (per US dollar), the same for the three: wide enough for any rate these currencies have had,
 * narrow enough to refuse a slipped decimal point (92 or 0.092 for 0.92). firestore.rules and backend-rules.ts check
 * the same numbers (rules-static.test.ts).
 */
export const RATE_MIN = 0.2;
export const RATE_MAX = 5;

const SYMBOLS: Record<ForeignCurrency, string> = { EUR: '€', GBP: '£', CAD: 'CA$' };

export function isCurrency(value: unknown): value is Currency {
  return (CURRENCIES as readonly unknown[]).includes(value);
}

/** Pure: a rate within the bounds (a finite number). */
export function isExchangeRate(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= RATE_MIN && value <= RATE_MAX;
}

/** Pure: the rates a stored value holds, or null unless it is exactly the three currencies, each a rate in bounds. */
export function exchangeRatesOf(value: unknown): ExchangeRates | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const fields = value as Record<string, unknown>;
  const keys = Object.keys(fields);
  if (keys.length !== FOREIGN_CURRENCIES.length) return null;
  return FOREIGN_CURRENCIES.every((c) => isExchangeRate(fields[c])) ? (fields as ExchangeRates) : null;
}

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
