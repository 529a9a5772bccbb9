import type { Boat } from '@harbour/domain/schemas/boat';
import { BOAT_STATUS_LABELS } from '@harbour/domain/boats/boat-status';
import { formatUsd } from '@harbour/domain/format';

export interface HistoryEntry {
  at: string;
  kind: 'price' | 'status';
  text: string;
}

/**
 * Pure: a listing's changes of price and status as one story, newest first, in words: what the admin sees and the
 * owner sees of its own boat ("Price reduced from $699,000 to $649,000", "Status: Active → Under Offer").
 */
export function historyEntries(boat: Pick<Boat, 'priceHistory' | 'statusHistory'>): HistoryEntry[] {
  const prices = boat.priceHistory.map((c): HistoryEntry => ({
    at: c.at,
    kind: 'price',
    text: `Price ${c.to < c.from ? 'reduced' : 'raised'} from ${formatUsd(c.from)} to ${formatUsd(c.to)}`,
  }));
  const statuses = boat.statusHistory.map((c): HistoryEntry => ({
    at: c.at,
    kind: 'status',
    text: `Status: ${BOAT_STATUS_LABELS[c.from] ?? c.from} → ${BOAT_STATUS_LABELS[c.to] ?? c.to}`,
  }));
  // Stable: a price and a status changed in one save keep the order they were recorded in.
  return [...prices, ...statuses].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
}
