/**
 * The currencies a visitor may see an approximate price in, beside the listed US dollars (issue #17 "Currency"). The
 * rates are set by an admin in siteSettings/public (schemas/site-settings.ts) and say how many units of each currency
 * one US dollar buys. The database's code reads it, and so does the build's config (through the schema and the seed);
 * the wording of a price is src/data/site/approx-price.ts.
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
