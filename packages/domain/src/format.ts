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

/**
 * A number with thousands separators and at most `decimals` decimals, trailing zeros dropped: (1892.7, 0) → '1,893',
 * (9.45, 1) → '9.5', (31.04, 1) → '31'. Not finite: '—'.
 */
export function formatDecimal(value: number, decimals: number): string {
  if (!Number.isFinite(value)) return '—';
  const scale = 10 ** decimals;
  const scaled = Math.round(value * scale) + 0;
  const sign = scaled < 0 ? '-' : '';
  const abs = Math.abs(scaled);
  const fraction = String(abs % scale)
    .padStart(decimals, '0')
    .replace(/0+$/, '');
  return `${sign}${groupThousands(Math.floor(abs / scale))}${decimals && fraction ? `.${fraction}` : ''}`;
}

/** Length in feet, one decimal kept when present, no grouping: 31 → '31 ft', 31.5 → '31.5 ft', 1200 → '1200 ft'. */
export function formatLength(lengthFt: number): string {
  return Number.isFinite(lengthFt) ? `${formatDecimal(lengthFt, 1).replace(/,/g, '')} ft` : '—';
}
