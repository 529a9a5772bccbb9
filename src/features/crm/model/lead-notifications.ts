// Pure: the leads an admin has not seen yet (#18 "Know at once"): the badges' count and the notifications list.
import type { Lead } from '@harbour/domain/schemas/lead';
import type { LeadsSeen } from '@/data/leads/leads-seen';
import { LEAD_TYPE_LABEL, leadKind } from './lead-list';

type Arrived = Pick<Lead, 'id' | 'createdAt' | 'source' | 'inquiryType'>;

const newestFirst = (a: Arrived, b: Arrived) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0);

/**
 * Pure: the leads that arrived since, not read yet, newest first. A lead a broker added (boat show, phone) arrived
 * through a broker: it is no news to the team. With nothing seen yet, every lead is news.
 */
export function unreadLeads<L extends Arrived>(leads: readonly L[], seen: LeadsSeen): L[] {
  const read = new Set(seen.ids);
  return leads
    .filter((l) => leadKind(l) !== 'manual' && (seen.upTo === null || l.createdAt > seen.upTo) && !read.has(l.id))
    .sort(newestFirst);
}

/** Pure: one lead read. */
export function markLeadRead(seen: LeadsSeen, id: string, leads: readonly Arrived[]): LeadsSeen {
  const ids = seen.ids.includes(id) ? seen.ids : [...seen.ids, id];
  // Ids of leads gone or already behind upTo need not be kept.
  const after = new Set(leads.filter((l) => seen.upTo === null || l.createdAt > seen.upTo).map((l) => l.id));
  return { upTo: seen.upTo, ids: ids.filter((i) => after.has(i)) };
}

/** Pure: every lead there is now read (the newest one's arrival becomes `upTo`). */
export function markAllLeadsRead(seen: LeadsSeen, leads: readonly Arrived[]): LeadsSeen {
  const newest = leads.reduce<string | null>((max, l) => (max === null || l.createdAt > max ? l.createdAt : max), null);
  const upTo = newest !== null && (seen.upTo === null || newest > seen.upTo) ? newest : seen.upTo;
  return { upTo, ids: [] };
}

/** Where the admin's app is when the unread list changes: whether its page is hidden, whether the OS allows notices. */
export interface NoticeContext {
  hidden: boolean;
  permitted: boolean;
}

/**
 * Pure: the leads to announce with an OS notification as the unread list changes from `before` to `now`: those new
 * in it, only while the page is hidden (in front, the badge and the list tell) and the browser allows notices. The
 * first list (`before` null) is what was there already: nothing to announce.
 */
export function leadsToAnnounce<L extends { id: string }>(
  before: ReadonlySet<string> | null,
  now: readonly L[],
  { hidden, permitted }: NoticeContext,
): L[] {
  if (!before || !hidden || !permitted) return [];
  return now.filter((lead) => !before.has(lead.id));
}

/**
 * Pure: what a system notification about a new lead says. It can show on a locked phone's screen, where anyone near
 * can read it (finding N18): "New lead" and the boat it is about, or the kind of lead; never the visitor's name, email,
 * phone or message.
 */
export function leadNotificationText(lead: Pick<Lead, 'boatTitle' | 'inquiryType'>): { title: string; body: string } {
  const boat = typeof lead.boatTitle === 'string' ? lead.boatTitle.trim() : '';
  return { title: 'New lead', body: boat ? `About the ${boat}` : (LEAD_TYPE_LABEL[lead.inquiryType] ?? 'A new lead') };
}
