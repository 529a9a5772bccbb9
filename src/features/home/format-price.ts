import { formatUsd } from '@harbour/domain/format';

/** 'Starting at $65,000' for the tournament boat maker's starting price. */
export function startingAtLabel(amount: number): string {
  return `Starting at ${formatUsd(amount)}`;
}
