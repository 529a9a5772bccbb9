import { formatUsd } from '@/lib/format';

/** A boat's price as every page shows it: whole US dollars with thousands separators ('$189,000'). */
export function boatPriceLabel(boat: { price: number }): string {
  return formatUsd(boat.price);
}

/**
 * The owner's asking price (the sell forms' free text) as whole dollars, or null when it is not a positive amount.
 * Currency signs, 'USD', spaces and thousands separators are accepted ('$189,000', '189000 USD'); anything else
 * ('189k', 'offers') is not guessed at.
 */
export function parseAskingPrice(text: string): number | null {
  const cleaned = text.replace(/usd/gi, '').replace(/[\s$,]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const amount = Math.round(Number(cleaned));
  return amount > 0 ? amount : null;
}
