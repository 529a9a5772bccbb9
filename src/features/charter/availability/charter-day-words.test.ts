import { describe, expect, it } from 'vitest';
import { dayLabel, monthName, openWords, shortDayName } from './charter-day-words';

describe('the charter calendar in words (#33)', () => {
  it('says a day and each half as a screen reader reads it', () => {
    expect(dayLabel({ day: '2027-03-06', morning: 'free', afternoon: 'free', open: ['morning'] })).toBe(
      'Saturday, March 6: free',
    );
    expect(dayLabel({ day: '2027-03-06', morning: 'booked', afternoon: 'blocked', open: [] })).toBe(
      'Saturday, March 6: morning booked, afternoon not available',
    );
    expect(shortDayName('2027-03-06')).toBe('Sat, Mar 6');
    expect(monthName('2027-03')).toBe('March 2027');
  });

  it('lists what can still be asked for, or nothing', () => {
    expect(openWords({ day: '2027-03-06', morning: 'free', afternoon: 'held', open: ['morning'] })).toBe(
      'Half Day (morning)',
    );
    expect(openWords({ day: '2027-03-06', morning: 'held', afternoon: 'held', open: [] })).toBeNull();
  });
});
