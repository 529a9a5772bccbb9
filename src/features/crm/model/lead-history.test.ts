import { describe, expect, it } from 'vitest';
import { historyLines } from './lead-history';
import type { LeadActivity } from '@harbour/domain/leads/lead-activity';

describe('a lead’s history in its panel', () => {
  it('newest first, each with what happened, what was written, who and when; follow-ups open, overdue or done', () => {
    const at = (h: number) => new Date(2026, 10, 27, h).toISOString();
    const activity: LeadActivity[] = [
      { id: 's', kind: 'status', at: at(9), by: 'me', from: 'new', to: 'contacted' },
      { id: 'n', kind: 'note', at: at(10), by: 'bea', text: 'Wants a sea trial.' },
      { id: 'r', kind: 'reply', at: at(11), by: 'me', channel: 'whatsapp', text: null },
      { id: 't1', kind: 'task', at: at(12), by: 'me', text: 'Call back', dueAt: at(13), doneAt: null },
      { id: 't2', kind: 'task', at: at(14), by: 'me', text: 'Send survey', dueAt: at(18), doneAt: null },
      { id: 't3', kind: 'task', at: at(15), by: 'bea', text: 'Photos', dueAt: at(13), doneAt: at(16) },
    ];
    const names = (uid: string) => (uid === 'me' ? 'You' : 'Bea Moss');
    const lines = historyLines(activity, names, new Date(2026, 10, 27, 17));
    expect(lines.map((l) => l.id)).toEqual(['t3', 't2', 't1', 'r', 'n', 's']);
    expect(lines.at(-1)).toEqual({
      id: 's',
      what: 'Status: new → contacted',
      text: null,
      byline: 'You · Nov 27, 2026 9:00 AM',
      task: null,
    });
    expect(lines.find((l) => l.id === 'n')).toMatchObject({ what: 'Note', text: 'Wants a sea trial.' });
    expect(lines.find((l) => l.id === 'r')!.what).toBe('Replied by WhatsApp');
    expect(lines.find((l) => l.id === 't1')).toMatchObject({
      what: 'Follow-up due Nov 27, 2026 1:00 PM',
      task: { open: true, overdue: true },
    });
    expect(lines.find((l) => l.id === 't2')!.task).toEqual({ open: true, overdue: false });
    expect(lines.find((l) => l.id === 't3')).toMatchObject({
      what: 'Follow-up due Nov 27, 2026 1:00 PM · done Nov 27, 2026 4:00 PM',
      task: { open: false, overdue: false },
    });
  });
});
