import type { Boat, BoatStatus } from '@harbour/domain/schemas/boat';
import type { InquiryStatus } from '@harbour/domain/schemas/inquiry';
import type { Submission, SubmissionStatus } from '@harbour/domain/schemas/submission';
import { byCodeUnits } from '@/lib/compare';

export interface FilterOption<V extends string> {
  value: V;
  label: string;
}

export type ListingFilter = 'all' | Extract<BoatStatus, 'active' | 'under_offer' | 'sold' | 'draft'>;
export const LISTING_FILTERS: FilterOption<ListingFilter>[] = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'under_offer', label: 'Under Offer' },
  { value: 'sold', label: 'Sold' },
  { value: 'draft', label: 'Draft' },
];

export type SubmissionFilter = 'all' | SubmissionStatus;
export const SUBMISSION_FILTERS: FilterOption<SubmissionFilter>[] = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'needs_changes', label: 'Needs Changes' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
];

export type LeadFilter = 'all' | InquiryStatus;
export const LEAD_FILTERS: FilterOption<LeadFilter>[] = [
  { value: 'all', label: 'All' },
  { value: 'new', label: 'New' },
  { value: 'contacted', label: 'Contacted' },
  { value: 'qualified', label: 'Qualified' },
  { value: 'closed', label: 'Closed' },
];

function byStatus<T extends { status: string }>(items: ReadonlyArray<T>, filter: string): T[] {
  return filter === 'all' ? [...items] : items.filter((i) => i.status === filter);
}

function newestFirst<T>(items: T[], at: (item: T) => string): T[] {
  return items.sort((a, b) => byCodeUnits(at(b), at(a)));
}

/** Listings tab: boats, newest created first, optionally one status ('All' includes pending review). */
export function filterListings<B extends Pick<Boat, 'status' | 'createdAt'>>(
  boats: ReadonlyArray<B>,
  filter: ListingFilter,
): B[] {
  return newestFirst(byStatus(boats, filter), (b) => b.createdAt);
}

/** Submissions tab: newest submitted first; the status filter is applied on the client (spec). */
export function filterSubmissions<S extends Pick<Submission, 'status' | 'submittedAt'>>(
  submissions: ReadonlyArray<S>,
  filter: SubmissionFilter,
): S[] {
  return newestFirst(byStatus(submissions, filter), (s) => s.submittedAt);
}
