import { describe, expect, it } from 'vitest';
import type { Lead } from '@harbour/domain/schemas/lead';
import { leadFunnel, leadsPerWeek, responseTimeBands } from './lead-pipeline';

type L = Pick<Lead, 'createdAt' | 'status' | 'source' | 'inquiryType' | 'activity'> & { receivedAt?: string | null };
const lead = (createdAt: string, over: Partial<L> = {}): L => ({
  createdAt,
  status: 'new',
  source: null,
  inquiryType: 'boat',
  activity: [],
  ...over,
});
const reply = (at: string) => ({ id: at, kind: 'reply' as const, at, by: 'a', channel: 'call' as const, text: null });

describe('the pipeline charts', () => {
  it('leads per week by source: 12 weeks, oldest first, this week included; older leads left out, each counted on the day it arrived', () => {
    const now = new Date(2026, 10, 27, 12); // Friday 27 November 2026, local time
    const weeks = leadsPerWeek(
      [
        lead(new Date(2026, 10, 23, 9).toISOString()), // this Monday
        lead(new Date(2026, 10, 27, 8).toISOString(), { inquiryType: 'sell' }),
        lead(new Date(2026, 10, 22, 23).toISOString(), { source: 'boat-show' }), // last Sunday
        lead(new Date(2026, 8, 1).toISOString()), // before the 12 weeks
        // finding N13: a visitor's date ahead counts on the day the server received it
        lead(new Date(2026, 11, 28).toISOString(), { receivedAt: new Date(2026, 10, 24, 9).toISOString() }),
        lead('not a date'),
      ],
      now,
    );
    expect(weeks).toHaveLength(12);
    expect(weeks[0]!.week).toBe('2026-09-07');
    expect(weeks.at(-1)).toMatchObject({ week: '2026-11-23', total: 3 });
    expect(weeks.at(-1)!.bySource).toMatchObject({ 'boat-inquiry': 2, 'sell-form': 1, 'boat-show': 0 });
    expect(weeks.at(-2)).toMatchObject({ week: '2026-11-16', total: 1 });
    expect(weeks.at(-2)!.bySource['boat-show']).toBe(1);
    expect(weeks.reduce((n, w) => n + w.total, 0)).toBe(4);
  });

  it('the funnel counts each lead up to the furthest step it reached, with the conversion between steps', () => {
    const t = '2026-11-20T10:00:00.000Z';
    const funnel = leadFunnel([
      lead(t),
      lead(t, { status: 'contacted' }),
      lead(t, { status: 'qualified' }),
      // Closed after being qualified: counts for every step.
      lead(t, {
        status: 'closed',
        activity: [{ id: 's', kind: 'status', at: t, by: 'a', from: 'new', to: 'qualified' }],
      }),
    ]);
    expect(funnel.map((s) => [s.status, s.reached, s.fromPrevious])).toEqual([
      ['new', 4, null],
      ['contacted', 3, 0.75],
      ['qualified', 2, 2 / 3],
      ['closed', 1, 0.5],
    ]);
    expect(leadFunnel([]).every((s) => s.reached === 0 && s.fromPrevious === null)).toBe(true);
  });

  it('response times in bands, the unanswered apart', () => {
    const at = '2026-11-20T10:00:00.000Z';
    const bands = responseTimeBands(
      [
        lead(at, { activity: [reply('2026-11-20T10:30:00.000Z')] }),
        lead(at, { activity: [reply('2026-11-20T12:00:00.000Z')] }), // exactly 2 h
        lead(at, { activity: [reply('2026-11-21T09:00:00.000Z')] }),
        lead(at, { activity: [reply('2026-11-23T09:00:00.000Z')] }),
        lead(at),
      ],
      new Date('2026-11-27T12:00:00.000Z'),
    );
    expect(bands.map((b) => b.leads)).toEqual([1, 1, 0, 1, 1, 1]);
  });
});
