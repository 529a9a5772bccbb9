import { leadArrivedAt, type ArrivalFields } from '@harbour/domain/leads/lead-arrival';
import type { Boat } from '@harbour/domain/schemas/boat';
import type { Submission } from '@harbour/domain/schemas/submission';
import type { ViewCount } from '@harbour/domain/schemas/view-count';
import { ON_MARKET_STATUSES } from '@harbour/domain/boats/listing-visibility';
import { DAY_MS } from '@harbour/domain/time-units';
import { NEW_INQUIRY_WINDOW_DAYS } from '@harbour/domain/counters/inquiry-window';

export interface AdminKpis {
  pendingSubmissions: number;
  activeListings: number;
  newInquiries7d: number;
  totalViews: number;
}

export const KPI_CARDS: ReadonlyArray<{ key: keyof AdminKpis; title: string }> = [
  { key: 'pendingSubmissions', title: 'Pending Submissions' },
  { key: 'activeListings', title: 'Active Listings' },
  { key: 'newInquiries7d', title: 'New Inquiries (7d)' },
  { key: 'totalViews', title: 'Total Views' },
];

/** True when the inquiry was created within the last 7 days before `now` (a clock a little ahead still counts). */
export function isRecentInquiry(createdAt: string, now: Date): boolean {
  const at = Date.parse(createdAt);
  if (Number.isNaN(at)) return false;
  return at >= now.getTime() - NEW_INQUIRY_WINDOW_DAYS * DAY_MS;
}

/**
 * The four dashboard counts (spec: submissions with status pending; boats with status active; inquiries
 * created in the last 7 days; listing views in total = the boats' view counters summed, posts excluded).
 */
export function computeKpis(
  data: {
    submissions: ReadonlyArray<Pick<Submission, 'status'>>;
    boats: ReadonlyArray<Pick<Boat, 'status'>>;
    inquiries: ReadonlyArray<ArrivalFields>;
    viewCounts: ReadonlyArray<Pick<ViewCount, 'itemType' | 'total'>>;
  },
  now: Date,
): AdminKpis {
  return {
    pendingSubmissions: data.submissions.filter((s) => s.status === 'pending').length,
    activeListings: data.boats.filter((b) => ON_MARKET_STATUSES.includes(b.status)).length,
    // By the server's arrival: a visitor's future createdAt counted as new forever (finding N13).
    newInquiries7d: data.inquiries.filter((i) => isRecentInquiry(leadArrivedAt(i, now), now)).length,
    totalViews: data.viewCounts.filter((c) => c.itemType === 'boat').reduce((sum, c) => sum + c.total, 0),
  };
}

const count = new Intl.NumberFormat('en-US');
/** KPI numbers with thousands separators. */
export function formatCount(n: number): string {
  return count.format(n);
}
