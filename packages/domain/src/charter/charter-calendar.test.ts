import { describe, expect, it } from 'vitest';
import {
  askConflicts,
  charterDayView,
  DEFAULT_CHARTER_RULES,
  holdEndsAt,
  nearestFreeAsks,
  stillTakes,
  takenSlots,
  type Occupancy,
} from './charter-calendar';

// 3 December 2026, 09:00 in Nassau (14:00 UTC).
const NOW = new Date('2026-12-03T14:00:00Z');

describe('holds', () => {
  it('a delivered request holds its slots for the hold hours, then lapses by itself, read or not', () => {
    const until = holdEndsAt(NOW);
    expect(until.toISOString()).toBe('2026-12-04T14:00:00.000Z');
    const hold: Occupancy = { kind: 'hold', slots: ['2026-12-10:am'], heldUntil: until.toISOString() };
    expect(stillTakes(hold, new Date(until.getTime() - 1))).toBe(true);
    expect(stillTakes(hold, until)).toBe(false);
    expect(takenSlots([hold], until).size).toBe(0);
    // A hold with no readable end holds nothing; bookings and blocks do not lapse.
    expect(stillTakes({ kind: 'hold', slots: [], heldUntil: 'soon' }, NOW)).toBe(false);
    expect(stillTakes({ kind: 'block', slots: [] }, new Date('2030-01-01'))).toBe(true);
  });

  it('what a slot says when two things claim it: a booking over a block over a hold', () => {
    const held: Occupancy = {
      kind: 'hold',
      slots: ['2026-12-10:am', '2026-12-10:pm'],
      heldUntil: '2026-12-04T00:00:00Z',
    };
    const taken = takenSlots(
      [
        held,
        { kind: 'block', slots: ['2026-12-10:pm', '2026-12-11:am'] },
        { kind: 'channel', slots: ['2026-12-11:am'] },
      ],
      NOW,
    );
    expect(Object.fromEntries(taken)).toEqual({
      '2026-12-10:am': 'held',
      '2026-12-10:pm': 'blocked',
      '2026-12-11:am': 'booked',
    });
  });
});

describe('the guest calendar', () => {
  const taken = takenSlots(
    [
      { kind: 'booking', slots: ['2026-12-10:am'] },
      { kind: 'hold', slots: ['2026-12-11:am', '2026-12-11:pm'], heldUntil: '2026-12-04T09:00:00Z' },
      { kind: 'block', slots: ['2026-12-12:am', '2026-12-12:pm'] },
    ],
    NOW,
  );

  it('shows each half and what can still be asked for', () => {
    expect(charterDayView('2026-12-09', taken, NOW)).toEqual({
      day: '2026-12-09',
      morning: 'free',
      afternoon: 'free',
      open: ['morning', 'afternoon', 'full_day'],
    });
    expect(charterDayView('2026-12-10', taken, NOW)).toMatchObject({
      morning: 'booked',
      afternoon: 'free',
      open: ['afternoon'],
    });
    expect(charterDayView('2026-12-11', taken, NOW)).toMatchObject({ morning: 'held', afternoon: 'held', open: [] });
    expect(charterDayView('2026-12-12', taken, NOW)).toMatchObject({
      morning: 'blocked',
      afternoon: 'blocked',
      open: [],
    });
  });

  it('closes what sails sooner than the notice the crew needs, and the past', () => {
    // 09:00 now, 12 hours' notice: this afternoon (13:00) and tomorrow morning (08:00, 23 h away) differ.
    expect(charterDayView('2026-12-03', taken, NOW)).toMatchObject({
      morning: 'closed',
      afternoon: 'closed',
      open: [],
    });
    expect(charterDayView('2026-12-02', taken, NOW).open).toEqual([]);
    expect(charterDayView('2026-12-04', taken, NOW).open).toEqual(['morning', 'afternoon', 'full_day']);
    const strict = { ...DEFAULT_CHARTER_RULES, noticeHours: 26 };
    expect(charterDayView('2026-12-04', taken, NOW, strict)).toMatchObject({ morning: 'closed', afternoon: 'free' });
    // The calendar's far end.
    expect(charterDayView('2027-12-04', taken, NOW).open).toEqual([]);
    expect(charterDayView('2027-12-03', taken, NOW).open).toHaveLength(3);
  });

  it('an ask conflicts on every slot that is taken; a range across a taken day conflicts there', () => {
    expect(askConflicts({ choice: 'afternoon', day: '2026-12-10' }, taken, NOW)).toEqual([]);
    expect(askConflicts({ choice: 'full_day', day: '2026-12-10' }, taken, NOW)).toEqual(['2026-12-10:am']);
    expect(askConflicts({ choice: 'multi_day', day: '2026-12-12', lastDay: '2026-12-14' }, taken, NOW)).toEqual([
      '2026-12-12:am',
      '2026-12-12:pm',
    ]);
    // Once the hold lapses, its day is free again.
    expect(askConflicts({ choice: 'full_day', day: '2026-12-11' }, takenSlots([], NOW), NOW)).toEqual([]);
  });

  it('offers the nearest free asks of the same kind: the other half first, then either side, earlier on a tie', () => {
    expect(nearestFreeAsks({ choice: 'morning', day: '2026-12-10' }, taken, NOW)).toEqual([
      { choice: 'afternoon', day: '2026-12-10' },
      { choice: 'morning', day: '2026-12-09' },
      { choice: 'morning', day: '2026-12-08' },
    ]);
    expect(nearestFreeAsks({ choice: 'full_day', day: '2026-12-11' }, taken, NOW, DEFAULT_CHARTER_RULES, 2)).toEqual([
      { choice: 'full_day', day: '2026-12-09' },
      { choice: 'full_day', day: '2026-12-13' },
    ]);
    expect(
      nearestFreeAsks(
        { choice: 'multi_day', day: '2026-12-10', lastDay: '2026-12-11' },
        taken,
        NOW,
        DEFAULT_CHARTER_RULES,
        1,
      ),
    ).toEqual([{ choice: 'multi_day', day: '2026-12-08', lastDay: '2026-12-09' }]);
    // Nothing open nearby (too soon behind, everything taken ahead): nothing offered.
    const full = takenSlots(
      [
        {
          kind: 'block',
          slots: Array.from({ length: 20 }, (_, i) => `2026-12-${String(4 + i).padStart(2, '0')}:am` as const),
        },
      ],
      NOW,
    );
    expect(nearestFreeAsks({ choice: 'morning', day: '2026-12-05' }, full, NOW, DEFAULT_CHARTER_RULES, 3, 5)).toEqual([
      { choice: 'afternoon', day: '2026-12-05' },
    ]);
  });
});
