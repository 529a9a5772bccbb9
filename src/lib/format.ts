const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

const feet = new Intl.NumberFormat('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 1, useGrouping: false });

/** Whole US dollars with thousands separators: 65000 → '$65,000', 1234.5 → '$1,235'. Shared by public pages and admin. */
export function formatUsd(amount: number): string {
  if (!Number.isFinite(amount)) return '—';
  // + 0 turns -0 (e.g. from -0.2) into 0 so it never reads '-$0'.
  return usd.format(Math.round(amount) + 0);
}

/** Public pages show prices in whole US dollars, no decimals. */
export const formatPrice = formatUsd;

/** Length in feet, one decimal kept when present: 31 → '31 ft', 31.5 → '31.5 ft', 31.04 → '31 ft'. */
export function formatLength(lengthFt: number): string {
  if (!Number.isFinite(lengthFt)) return '—';
  return `${feet.format(Math.round(lengthFt * 10) / 10 + 0)} ft`;
}
