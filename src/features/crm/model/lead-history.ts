// Pure: a lead's history as the lead panel lists it, newest first (#18 "Work the lead").
import type { LeadActivity, ReplyChannel } from '@harbour/domain/leads/lead-activity';
import { formatIsoDate } from '@/lib/dates';
import { statusLabel } from '@/features/admin/kit';

const CHANNEL: Record<ReplyChannel, string> = { call: 'a call', email: 'email', whatsapp: 'WhatsApp' };

export interface HistoryLine {
  id: string;
  /** What happened, in a few words. */
  what: string;
  /** What was written with it (a note, a follow-up), if anything. */
  text: string | null;
  /** Who and when. */
  byline: string;
  /** For a follow-up: open (with whether it is overdue) or done. */
  task: { open: boolean; overdue: boolean } | null;
}

const when = (iso: string) => formatIsoDate(iso, 'MMM d, yyyy h:mm a');

/** Pure: the history, newest first. `nameOf` names a uid ('You' for the reader, as the panel passes it). */
export function historyLines(
  activity: readonly LeadActivity[],
  nameOf: (uid: string) => string,
  now: Date,
): HistoryLine[] {
  return [...activity]
    .sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0))
    .map((entry) => {
      const byline = `${nameOf(entry.by)} · ${when(entry.at)}`;
      switch (entry.kind) {
        case 'status':
          return {
            id: entry.id,
            what: `Status: ${statusLabel(entry.from)} → ${statusLabel(entry.to)}`,
            text: null,
            byline,
            task: null,
          };
        case 'note':
          return { id: entry.id, what: 'Note', text: entry.text, byline, task: null };
        case 'reply':
          return { id: entry.id, what: `Replied by ${CHANNEL[entry.channel]}`, text: entry.text, byline, task: null };
        case 'task': {
          const open = entry.doneAt === null;
          const due = `Follow-up due ${when(entry.dueAt)}`;
          return {
            id: entry.id,
            what: open ? due : `${due} · done ${when(entry.doneAt!)}`,
            text: entry.text,
            byline,
            task: { open, overdue: open && Date.parse(entry.dueAt) < now.getTime() },
          };
        }
      }
    });
}
