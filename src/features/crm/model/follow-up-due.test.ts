import { describe, expect, it } from 'vitest';
import { defaultFollowUpDue } from './follow-up-due';

describe('defaultFollowUpDue', () => {
  it('is tomorrow at 9:00 local time, as a datetime-local value', () => {
    expect(defaultFollowUpDue(new Date(2026, 10, 27, 17, 45))).toBe('2026-11-28T09:00');
  });
  it('crosses the end of a month and of a year', () => {
    expect(defaultFollowUpDue(new Date(2026, 10, 30, 8, 0))).toBe('2026-12-01T09:00');
    expect(defaultFollowUpDue(new Date(2026, 11, 31, 23, 59))).toBe('2027-01-01T09:00');
  });
});
