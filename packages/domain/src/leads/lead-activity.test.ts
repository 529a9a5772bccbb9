import { describe, expect, it } from 'vitest';
import { firstResponseAt, isTaskOverdue, mergeActivity, openTasksDueBy, type LeadActivity } from './lead-activity';

const at = (hour: number) => `2026-11-27T${String(hour).padStart(2, '0')}:00:00.000Z`;
const note = (id: string, hour: number): LeadActivity => ({ id, kind: 'note', at: at(hour), by: 'a1', text: 'x' });
const task = (id: string, dueHour: number, doneAt: string | null = null) =>
  ({ id, kind: 'task', at: at(1), by: 'a1', text: 'Call back', dueAt: at(dueHour), doneAt }) as const;

describe("a lead's history", () => {
  it('is first answered by the earliest reply or status change from New, in device time', () => {
    const history: LeadActivity[] = [
      note('n1', 8),
      { id: 's1', kind: 'status', at: at(11), by: 'a1', from: 'new', to: 'contacted' },
      { id: 'r1', kind: 'reply', at: at(9), by: 'a2', channel: 'whatsapp', text: null },
      { id: 's2', kind: 'status', at: at(7), by: 'a1', from: 'contacted', to: 'qualified' },
    ];
    expect(firstResponseAt(history)).toBe(at(9));
    expect(firstResponseAt([note('n1', 8)])).toBeNull();
    expect(firstResponseAt([{ id: 's', kind: 'status', at: at(3), by: 'a', from: 'new', to: 'new' }])).toBeNull();
  });

  it('two devices’ copies merge with nothing lost or doubled, in time order; a task done on either is done', () => {
    const mine = [note('n1', 9), task('t1', 15)];
    const theirs = [note('n2', 8), task('t1', 15, at(12)), note('n1', 9)];
    // In time order: the task was made at 01:00, the notes at 08:00 and 09:00.
    expect(mergeActivity(mine, theirs)).toEqual([task('t1', 15, at(12)), note('n2', 8), note('n1', 9)]);
    expect(mergeActivity(mine, theirs).filter((e) => e.id === 't1')).toEqual([task('t1', 15, at(12))]);
    expect(mergeActivity(theirs, mine)).toEqual(mergeActivity(mine, theirs));
  });

  it("lists the open follow-ups due by today's end, and marks the ones past due", () => {
    const history: LeadActivity[] = [task('late', 6), task('later', 20), task('done', 7, at(8)), task('tomorrow', 23)];
    expect(openTasksDueBy(history, new Date(at(21))).map((t) => t.id)).toEqual(['late', 'later']);
    expect(isTaskOverdue(task('late', 6), new Date(at(10)))).toBe(true);
    expect(isTaskOverdue(task('later', 20), new Date(at(10)))).toBe(false);
    expect(isTaskOverdue(task('done', 7, at(8)), new Date(at(10)))).toBe(false);
  });
});
