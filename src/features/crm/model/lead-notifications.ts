// Pure: the leads an admin has not seen yet (#18 "Know at once"): the badges' count and the notifications list.
import type { Lead } from '@harbour/domain/schemas/lead';
import type { LeadsSeen } from '@/data/leads/leads-seen';
import { leadArrivalMs, newestArrivalFirst, type ArrivalFields } from '@harbour/domain/leads/lead-arrival';
import { LEAD_TYPE_LABEL, leadKind } from './lead-list';

type Arrived = Pick<Lead, 'id' | 'source' | 'inquiryType'> & ArrivalFields;

/**
 * Whether the lead arrived after what was seen (`upTo`), by the server's arrival (finding N13): a visitor's future
 * createdAt would otherwise stay news forever, and once marked read would hide every later lead.
 */
function arrivedAfter(lead: Arrived, upTo: string | null, now: Date): boolean {
  if (upTo === null) return true;
  const at = leadArrivalMs(lead, now);
  const seen = Date.parse(upTo);
  return at !== null && (Number.isNaN(seen) || at > seen);
}

/**
 * Pure: the leads that arrived since, not read yet, newest first. A lead a broker added (boat show, phone) arrived
 * through a broker: it is no news to the team. With nothing seen yet, every lead is news.
 */
export function unreadLeads<L extends Arrived>(leads: readonly L[], seen: LeadsSeen, now: Date): L[] {
  const read = new Set(seen.ids);
  return leads
    .filter((l) => leadKind(l) !== 'manual' && arrivedAfter(l, seen.upTo, now) && !read.has(l.id))
    .sort(newestArrivalFirst<L>(now));
}

/** Pure: one lead read. */
export function markLeadRead(seen: LeadsSeen, id: string, leads: readonly Arrived[], now: Date): LeadsSeen {
  const ids = seen.ids.includes(id) ? seen.ids : [...seen.ids, id];
  // Ids of leads gone or already behind upTo need not be kept.
  const after = new Set(leads.filter((l) => arrivedAfter(l, seen.upTo, now)).map((l) => l.id));
  return { upTo: seen.upTo, ids: ids.filter((i) => after.has(i)) };
}

/** Pure: every lead there is now read (the newest one's arrival becomes `upTo`). */
export function markAllLeadsRead(seen: LeadsSeen, leads: readonly Arrived[], now: Date): LeadsSeen {
  const newest = leads.reduce<number | null>((max, l) => {
    const at = leadArrivalMs(l, now);
    return at !== null && (max === null || at > max) ? at : max;
  }, null);
  const seenMs = seen.upTo === null ? null : Date.parse(seen.upTo);
  const later = newest !== null && (seenMs === null || Number.isNaN(seenMs) || newest > seenMs);
  return { upTo: later ? new Date(newest).toISOString() : seen.upTo, ids: [] };
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
