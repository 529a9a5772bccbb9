// Pure: a lead's history as the brokers make it (#18 "Work the lead"): status changes, notes, logged replies,
// follow-up tasks. Kept on the lead itself (its `activity` list), so notes travel with the lead in the admin's replica
// and an owner's copy never has them (owner-lead.ts copies only the fields it names).
import type { InquiryStatus } from '../schemas/inquiry';

export const REPLY_CHANNELS = ['call', 'email', 'whatsapp'] as const;
export type ReplyChannel = (typeof REPLY_CHANNELS)[number];

/** One thing that happened to a lead, stamped with the acting device's time (also when it was offline then). */
export type LeadActivity =
  | { id: string; kind: 'status'; at: string; by: string; from: InquiryStatus; to: InquiryStatus }
  | { id: string; kind: 'note'; at: string; by: string; text: string }
  | { id: string; kind: 'reply'; at: string; by: string; channel: ReplyChannel; text: string | null }
  | { id: string; kind: 'task'; at: string; by: string; text: string; dueAt: string; doneAt: string | null };

/** Whether an entry answers the lead: a logged reply, or a status changed from New. */
export function isResponse(entry: LeadActivity): boolean {
  return entry.kind === 'reply' || (entry.kind === 'status' && entry.from === 'new' && entry.to !== 'new');
}

/**
 * Pure: when the lead was first answered: the earliest response in its history, by the time the admin acted on their
 * device (a reply logged offline on a boat and synced hours later still counts from when it was made). Null if never.
 */
export function firstResponseAt(activity: readonly LeadActivity[]): string | null {
  let first: string | null = null;
  for (const entry of activity) if (isResponse(entry) && (first === null || entry.at < first)) first = entry.at;
  return first;
}

const byTime = (a: LeadActivity, b: LeadActivity) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.id < b.id ? -1 : 1);

/**
 * Pure: two copies of a lead's history made on two devices, as one: every entry of both, once (by id), in time order.
 * A task done on either copy is done (its earliest doneAt). Nothing one broker wrote offline is lost to another's.
 */
export function mergeActivity(a: readonly LeadActivity[], b: readonly LeadActivity[]): LeadActivity[] {
  const byId = new Map<string, LeadActivity>();
  for (const entry of [...a, ...b]) {
    const seen = byId.get(entry.id);
    if (!seen) byId.set(entry.id, entry);
    else if (seen.kind === 'task' && entry.kind === 'task') {
      const done = [seen.doneAt, entry.doneAt].filter((d): d is string => d !== null).sort()[0] ?? null;
      byId.set(entry.id, { ...seen, doneAt: done });
    }
  }
  return [...byId.values()].sort(byTime);
}

/** Pure: the follow-ups not done yet whose due date is today or earlier (the dashboard's "Due today"), oldest first. */
export function openTasksDueBy(
  activity: readonly LeadActivity[],
  endOfToday: Date,
): Extract<LeadActivity, { kind: 'task' }>[] {
  return activity
    .filter((e): e is Extract<LeadActivity, { kind: 'task' }> => e.kind === 'task' && e.doneAt === null)
    .filter((task) => Date.parse(task.dueAt) <= endOfToday.getTime())
    .sort((x, y) => (x.dueAt < y.dueAt ? -1 : 1));
}

/** Pure: an open follow-up whose due time has passed (shown in red). */
export function isTaskOverdue(task: Extract<LeadActivity, { kind: 'task' }>, now: Date): boolean {
  return task.doneAt === null && Date.parse(task.dueAt) < now.getTime();
}
