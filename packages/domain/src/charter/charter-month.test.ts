import { describe, expect, it } from 'vitest';
import {
  addMonths,
  charterMonthView,
  isCharterMonth,
  monthDays,
  monthWeeks,
  openMonths,
  readPublicCharterSlot,
} from './charter-month';

describe('the guest month calendar (#33)', () => {
  it('months: their days, their Sunday-first weeks, moving by months', () => {
    expect(monthDays('2027-02')).toHaveLength(28);
    expect(monthDays('2028-02').at(-1)).toBe('2028-02-29');
    // 1 March 2027 is a Monday: one empty cell before it; 31 days fill five weeks.
    const weeks = monthWeeks('2027-03');
    expect(weeks[0]).toEqual([
      null,
      '2027-03-01',
      '2027-03-02',
      '2027-03-03',
      '2027-03-04',
      '2027-03-05',
      '2027-03-06',
    ]);
    expect(weeks).toHaveLength(5);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2027-01', -1)).toBe('2026-12');
    expect(isCharterMonth('2027-13')).toBe(false);
    expect(isCharterMonth('2027-03')).toBe(true);
  });

  it('opens from this month in Nassau to the month of the last open day', () => {
    // 04:30 UTC on 1 Dec is still 30 November in Nassau.
    expect(openMonths(new Date('2026-12-01T04:30:00Z'), { holdHours: 24, noticeHours: 12, daysAhead: 60 })).toEqual({
      first: '2026-11',
      last: '2027-01',
    });
  });

  it('reads only real public slots: a tombstone, a made-up key, an unknown state or a hold without a time is none', () => {
    expect(readPublicCharterSlot({ id: '2027-03-06:am', state: 'booked', heldUntil: null })).toEqual({
      id: '2027-03-06:am',
      state: 'booked',
      heldUntil: null,
    });
    expect(
      readPublicCharterSlot({ id: '2027-03-06:pm', state: 'held', heldUntil: '2027-03-01T10:00:00.000Z' }),
    ).toEqual({ id: '2027-03-06:pm', state: 'held', heldUntil: '2027-03-01T10:00:00.000Z' });
    expect(readPublicCharterSlot({ id: '2027-03-06:am', _deleted: true })).toBeNull();
    expect(readPublicCharterSlot({ id: '2027-02-30:am', state: 'booked' })).toBeNull();
    expect(readPublicCharterSlot({ id: '2027-03-06:am', state: 'mine' })).toBeNull();
    expect(readPublicCharterSlot({ id: '2027-03-06:am', state: 'held', heldUntil: 'soon' })).toBeNull();
    expect(readPublicCharterSlot('2027-03-06:am')).toBeNull();
  });

  it('each day: what is taken and how, what can still be asked for; a lapsed hold is free again', () => {
    const now = new Date('2027-03-01T12:00:00Z');
    const view = charterMonthView(
      '2027-03',
      [
        { id: '2027-03-06:am', state: 'booked', heldUntil: null },
        { id: '2027-03-07:pm', state: 'held', heldUntil: '2027-03-02T12:00:00.000Z' },
        { id: '2027-03-08:am', state: 'held', heldUntil: '2027-03-01T11:00:00.000Z' },
        { id: '2027-03-09:am', state: 'blocked', heldUntil: null },
        { id: '2027-03-09:pm', state: 'blocked', heldUntil: null },
      ],
      now,
    );
    const day = (d: string) => view.find((v) => v.day === d)!;
    expect(view).toHaveLength(31);
    // The 1st is past the notice (12 hours before sailing): closed.
    expect(day('2027-03-01')).toMatchObject({ morning: 'closed', afternoon: 'closed', open: [] });
    expect(day('2027-03-06')).toMatchObject({ morning: 'booked', afternoon: 'free', open: ['afternoon'] });
    expect(day('2027-03-07')).toMatchObject({ morning: 'free', afternoon: 'held', open: ['morning'] });
    expect(day('2027-03-08')).toMatchObject({
      morning: 'free',
      afternoon: 'free',
      open: ['morning', 'afternoon', 'full_day'],
    });
    expect(day('2027-03-09')).toMatchObject({ morning: 'blocked', afternoon: 'blocked', open: [] });
  });
});
