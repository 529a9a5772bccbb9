import { describe, expect, it } from 'vitest';
import {
  askDays,
  askStartsAt,
  charterAskProblem,
  MAX_CHARTER_DAYS,
  parseSlotKey,
  slotsOf,
  slotsOverlapping,
} from './charter-slots';

describe('charter slots', () => {
  it('a half day takes its half; a full day both; a multi-day charter both halves of every day, the last included', () => {
    expect(slotsOf({ choice: 'morning', day: '2026-12-05' })).toEqual(['2026-12-05:am']);
    expect(slotsOf({ choice: 'afternoon', day: '2026-12-05' })).toEqual(['2026-12-05:pm']);
    expect(slotsOf({ choice: 'full_day', day: '2026-12-05' })).toEqual(['2026-12-05:am', '2026-12-05:pm']);
    expect(slotsOf({ choice: 'multi_day', day: '2026-12-31', lastDay: '2027-01-02' })).toEqual([
      '2026-12-31:am',
      '2026-12-31:pm',
      '2027-01-01:am',
      '2027-01-01:pm',
      '2027-01-02:am',
      '2027-01-02:pm',
    ]);
    expect(askDays({ choice: 'multi_day', day: '2026-12-31', lastDay: '2027-01-02' })).toHaveLength(3);
  });

  it('refuses what is not an ask, with a message for the guest', () => {
    expect(charterAskProblem({ choice: 'sunset' as never, day: '2026-12-05' })).toBe('Choose a charter option.');
    expect(charterAskProblem({ choice: 'morning', day: '2026-02-30' })).toBe('Choose a date.');
    expect(charterAskProblem({ choice: 'morning', day: '2026-12-05', lastDay: '2026-12-06' })).toBe(
      'Only a multi-day charter has an end date.',
    );
    expect(charterAskProblem({ choice: 'multi_day', day: '2026-12-05' })).toBe('Choose the last day of the charter.');
    expect(charterAskProblem({ choice: 'multi_day', day: '2026-12-05', lastDay: '2026-12-05' })).toBe(
      'A multi-day charter ends on a later day than it starts.',
    );
    expect(charterAskProblem({ choice: 'multi_day', day: '2026-12-05', lastDay: '2026-12-11' })).toBeNull();
    expect(charterAskProblem({ choice: 'multi_day', day: '2026-12-05', lastDay: '2026-12-12' })).toBe(
      `A multi-day charter booked online is at most ${MAX_CHARTER_DAYS} days. Call us for a longer trip.`,
    );
    expect(() => slotsOf({ choice: 'multi_day', day: '2026-12-05' })).toThrow('Choose the last day of the charter.');
  });

  it('reads slot keys back, and nothing else', () => {
    expect(parseSlotKey('2026-12-05:pm')).toEqual({ day: '2026-12-05', part: 'pm' });
    for (const bad of ['2026-12-05', '2026-12-05:noon', '2026-12-32:am', '2026-12-05:am:x', 7])
      expect(parseSlotKey(bad)).toBeNull();
  });

  it('a charter starts when the boat leaves, Nassau time (a multi-day one at the full day hour)', () => {
    expect(askStartsAt({ choice: 'afternoon', day: '2026-12-05' }).toISOString()).toBe('2026-12-05T18:00:00.000Z');
    expect(askStartsAt({ choice: 'multi_day', day: '2026-12-05', lastDay: '2026-12-06' }).toISOString()).toBe(
      '2026-12-05T13:00:00.000Z',
    );
  });

  it('a busy time elsewhere takes each half of a day it touches, the turnaround hour split between them', () => {
    const at = (day: string, hhmm: string) => new Date(`${day}T${hhmm}:00-05:00`);
    // A sunset cruise on another channel: the afternoon only.
    expect(slotsOverlapping(at('2026-12-05', '18:00'), at('2026-12-05', '20:00'))).toEqual(['2026-12-05:pm']);
    // An early fuel stop: the morning only; up to the middle of the turnaround still the morning.
    expect(slotsOverlapping(at('2026-12-05', '06:00'), at('2026-12-05', '07:00'))).toEqual(['2026-12-05:am']);
    expect(slotsOverlapping(at('2026-12-05', '12:00'), at('2026-12-05', '12:30'))).toEqual(['2026-12-05:am']);
    expect(slotsOverlapping(at('2026-12-05', '12:00'), at('2026-12-05', '12:31'))).toEqual([
      '2026-12-05:am',
      '2026-12-05:pm',
    ]);
    // An all-day event of two days (midnight to midnight): both halves of both, not the day after.
    expect(slotsOverlapping(at('2026-12-05', '00:00'), at('2026-12-07', '00:00'))).toEqual([
      '2026-12-05:am',
      '2026-12-05:pm',
      '2026-12-06:am',
      '2026-12-06:pm',
    ]);
    // Overnight across midnight: the evening and the next morning.
    expect(slotsOverlapping(at('2026-12-05', '20:00'), at('2026-12-06', '09:00'))).toEqual([
      '2026-12-05:pm',
      '2026-12-06:am',
    ]);
    // Nothing, or backwards: no slot.
    expect(slotsOverlapping(at('2026-12-05', '09:00'), at('2026-12-05', '09:00'))).toEqual([]);
    expect(slotsOverlapping(at('2026-12-05', '10:00'), at('2026-12-05', '09:00'))).toEqual([]);
  });
});
