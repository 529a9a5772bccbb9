import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isCharterDay, nassauDay, nassauInstant } from './nassau-time';

describe('Nassau time', () => {
  it('is Eastern time: five hours behind UTC in winter, four in summer (daylight saving)', () => {
    expect(nassauInstant('2026-12-05', '08:00').toISOString()).toBe('2026-12-05T13:00:00.000Z');
    expect(nassauInstant('2026-07-04', '08:00').toISOString()).toBe('2026-07-04T12:00:00.000Z');
  });

  it('crosses the daylight-saving changes (8 March and 1 November 2026)', () => {
    expect(nassauInstant('2026-03-08', '08:00').toISOString()).toBe('2026-03-08T12:00:00.000Z');
    expect(nassauInstant('2026-03-07', '08:00').toISOString()).toBe('2026-03-07T13:00:00.000Z');
    expect(nassauInstant('2026-11-01', '08:00').toISOString()).toBe('2026-11-01T13:00:00.000Z');
    expect(nassauInstant('2026-10-31', '08:00').toISOString()).toBe('2026-10-31T12:00:00.000Z');
    // '24:00' is the next midnight.
    expect(nassauInstant('2026-12-05', '24:00').toISOString()).toBe('2026-12-06T05:00:00.000Z');
  });

  it('names the Nassau day of an instant: late evening in Nassau is already tomorrow in UTC', () => {
    expect(nassauDay(new Date('2026-12-06T03:00:00Z'))).toBe('2026-12-05');
    expect(nassauDay(new Date('2026-12-06T05:00:00Z'))).toBe('2026-12-06');
  });

  it('knows real days, and counts and steps them across months and years', () => {
    expect(isCharterDay('2026-02-28')).toBe(true);
    for (const bad of ['2026-02-29', '2026-04-31', '2026-13-01', '26-12-01', '2026-12-1', 20261201, null])
      expect(isCharterDay(bad)).toBe(false);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3);
    expect(daysBetween('2027-01-02', '2026-12-30')).toBe(-3);
  });
});
