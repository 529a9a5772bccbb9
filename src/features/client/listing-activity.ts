import type { Boat } from '@harbour/domain/schemas/boat';
import type { Inquiry } from '@harbour/domain/schemas/inquiry';
import type { ViewCount } from '@harbour/domain/schemas/view-count';
import { leadArrivedAt, type ArrivalFields } from '@harbour/domain/leads/lead-arrival';

/** What the performance chart and the history of one owner's boat need: its boat, daily views and leads. */
export interface ListingActivity {
  boat: Boat;
  daily: Record<string, number>;
  /** Each lead's arrival on the server (`createdAt` here: leadArrivedAt, finding N13) and status. */
  leads: { createdAt: string; status: string }[];
}

/** Pure: per boat id of the owner, its daily view buckets and its leads' dates and statuses. */
export function listingActivity(
  uid: string,
  boats: readonly Boat[],
  viewCounts: ReadonlyArray<Pick<ViewCount, 'itemType' | 'itemId' | 'daily'>>,
  inquiries: ReadonlyArray<Pick<Inquiry, 'boatId' | 'status'> & ArrivalFields>,
  now: Date,
): Map<string, ListingActivity> {
  const out = new Map<string, ListingActivity>();
  for (const boat of boats) if (boat.createdBy === uid) out.set(boat.id, { boat, daily: {}, leads: [] });
  for (const v of viewCounts) {
    const entry = v.itemType === 'boat' ? out.get(v.itemId) : undefined;
    if (entry) entry.daily = v.daily;
  }
  for (const i of inquiries) {
    const entry = i.boatId === null ? undefined : out.get(i.boatId);
    if (entry) entry.leads.push({ createdAt: leadArrivedAt(i, now), status: i.status });
  }
  return out;
}
