import { describe, expect, it } from 'vitest';
import { leadFigures, shareText } from './lead-dashboard';
import type { LeadActivity } from '@harbour/domain/leads/lead-activity';

const NOW = new Date(2026, 10, 27, 12);
const at = (days: number, hours = 0) => new Date(NOW.getTime() - days * 86_400_000 - hours * 3_600_000).toISOString();
const reply = (iso: string): LeadActivity => ({
  id: iso,
  kind: 'reply',
  at: iso,
  by: 'a',
  channel: 'call',
  text: null,
});
const task = (id: string, dueAt: string, doneAt: string | null = null): LeadActivity => ({
  id,
  kind: 'task',
  at: at(3),
  by: 'a',
  text: `Task ${id}`,
  dueAt,
  doneAt,
});

describe('the leads figures on the dashboard', () => {
  it('overdue count, response figures over 7 and 30 days, and the follow-ups due by tonight, oldest first', () => {
    const figures = leadFigures(
      [
        { id: 'a', name: 'Ann', status: 'new' as const, createdAt: at(2), activity: [] }, // unanswered 48 h: overdue
        { id: 'b', name: 'Ben', status: 'new' as const, createdAt: at(0, 5), activity: [] }, // 5 h: not yet overdue
        { id: 'c', name: 'Cy', status: 'new' as const, createdAt: at(1, 3), activity: [reply(at(1, 2))] }, // answered in 1 h
        {
          id: 'd',
          name: 'Di',
          status: 'contacted' as const,
          createdAt: at(20),
          activity: [
            reply(at(19)),
            task('late', new Date(2026, 10, 26, 9).toISOString()),
            task('today', new Date(2026, 10, 27, 17).toISOString()),
            task('tomorrow', new Date(2026, 10, 28, 9).toISOString()),
            task('done', new Date(2026, 10, 27, 9).toISOString(), at(0, 1)),
          ],
        },
      ],
      NOW,
    );
    expect(figures.overdue).toBe(1);
    // The median counts Cy's 1 h answer and the 48 h and 5 h that Ann and Ben have waited so far.
    expect(figures.last7).toMatchObject({ arrived: 3, answered: 1, waiting: 2, medianMs: 5 * 3_600_000 });
    expect(figures.last30).toMatchObject({ arrived: 4, answered: 2 });
    expect(shareText(figures.last7.within2h)).toBe('33%');
    expect(figures.dueToday.map((t) => [t.taskId, t.leadName, t.overdue])).toEqual([
      ['late', 'Di', true],
      ['today', 'Di', false],
    ]);
    expect(shareText(null)).toBe('—');
  });
});
