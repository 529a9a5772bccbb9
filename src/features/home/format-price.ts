const wholeUsd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0, minimumFractionDigits: 0 });

/** Public pages show US dollars without decimals: 65000 → '$65,000'. */
export function formatWholeUsd(amount: number): string {
  return wholeUsd.format(Math.round(amount));
}

/** 'Starting at $65,000' for the tournament boat maker's starting price. */
export function startingAtLabel(amount: number): string {
  return `Starting at ${formatWholeUsd(amount)}`;
}
