// Pure: the Leads list as a broker works it (#18): whose, which kind, found by what was typed, in the order asked.
import { leadSource, type Lead, type LeadSource } from '@harbour/domain/schemas/lead';
import { firstResponseAt } from '@harbour/domain/leads/lead-activity';
import { isOverdue } from '@harbour/domain/leads/response-time';
import { leadArrivedAt, newestArrivalFirst, type ArrivalFields } from '@harbour/domain/leads/lead-arrival';
import type { FilterOption } from '@/features/admin/kit';
import type { LeadKind, LeadOwnerFilter, LeadQuery, LeadSort } from './lead-search';

export { ALL_LEADS, type LeadQuery } from './lead-search';

export const LEAD_OWNER_FILTERS: FilterOption<LeadOwnerFilter>[] = [
  { value: 'all', label: 'All leads' },
  { value: 'mine', label: 'My leads' },
  { value: 'unassigned', label: 'Unassigned' },
];

export const LEAD_KINDS: FilterOption<'all' | LeadKind>[] = [
  { value: 'all', label: 'All types' },
  { value: 'boat', label: 'Boat inquiry' },
  { value: 'sell', label: 'Sell request' },
  { value: 'contact', label: 'Contact message' },
  { value: 'charter', label: 'Charter request' },
  { value: 'manual', label: 'Added by a broker' },
];

/** What a lead came from, as the Leads table and a lead's dialog say it. */
export const LEAD_TYPE_LABEL: Record<Lead['inquiryType'], string> = {
  boat: 'Boat inquiry',
  sell: 'Sell form',
  contact: 'Contact form',
  charter: 'Charter request',
};

/** How a lead's source reads (the pipeline chart and the lead panel). */
export const LEAD_SOURCE_LABEL: Record<LeadSource, string> = {
  'boat-inquiry': 'Boat inquiry',
  'sell-form': 'Sell form',
  'contact-form': 'Contact form',
  'charter-request': 'Charter request',
  'boat-show': 'Boat show',
  phone: 'Phone',
  'walk-in': 'Walk-in',
  other: 'Other',
};

export const LEAD_SORTS: FilterOption<LeadSort>[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'waiting', label: 'Waiting longest' },
];

type ListedLead = Pick<
  Lead,
  | 'status'
  | 'id'
  | 'createdAt'
  | 'assignedTo'
  | 'source'
  | 'inquiryType'
  | 'name'
  | 'email'
  | 'phone'
  | 'message'
  | 'boatTitle'
  | 'tags'
  | 'activity'
> &
  ArrivalFields;

export function leadKind(lead: Pick<Lead, 'source' | 'inquiryType'>): LeadKind {
  const source = leadSource(lead);
  if (source === 'boat-inquiry') return 'boat';
  if (source === 'sell-form') return 'sell';
  if (source === 'contact-form') return 'contact';
  if (source === 'charter-request') return 'charter';
  return 'manual';
}

const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

function matchesText(lead: ListedLead, words: readonly string[]): boolean {
  if (words.length === 0) return true;
  const haystack = folded(
    [lead.name, lead.email, lead.phone ?? '', lead.message, lead.boatTitle ?? '', ...lead.tags].join(' '),
  );
  return words.every((w) => haystack.includes(w));
}

/** Pure: the leads the query asks for, in its order. `me` is the signed-in admin's uid (for "My leads"). */
export function queryLeads<L extends ListedLead>(leads: readonly L[], query: LeadQuery, me: string, now: Date): L[] {
  const words = folded(query.text).split(/\s+/).filter(Boolean);
  const kept = leads.filter(
    (lead) =>
      (query.status === 'all' || lead.status === query.status) &&
      (query.owner === 'all' || (query.owner === 'mine' ? lead.assignedTo === me : lead.assignedTo === null)) &&
      (query.kind === 'all' || leadKind(lead) === query.kind) &&
      matchesText(lead, words),
  );
  // By the server's arrival, never the visitor's clock (finding N13: a future createdAt pinned a lead on top).
  const newest = newestArrivalFirst<L>(now);
  if (query.sort === 'newest') return kept.sort(newest);
  if (query.sort === 'oldest') return kept.sort((a, b) => newest(b, a));
  // Waiting longest: the overdue, then the other unanswered, each oldest first; then the answered, newest first.
  const rank = (lead: L) => {
    const timing = { arrivedAt: leadArrivedAt(lead, now), firstResponseAt: firstResponseAt(lead.activity) };
    if (timing.firstResponseAt !== null || lead.status !== 'new') return 2;
    return isOverdue(timing, now) ? 0 : 1;
  };
  return kept
    .map((lead) => ({ lead, rank: rank(lead) }))
    .sort((a, b) => a.rank - b.rank || (a.rank === 2 ? newest(a.lead, b.lead) : newest(b.lead, a.lead)))
    .map(({ lead }) => lead);
}
