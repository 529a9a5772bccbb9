import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { format, parseISO } from 'date-fns';
import { formatDate, formatIsoDate, parseIsoDate, shortDate, UNKNOWN_DATE } from './dates';

const PATTERNS = ['MMM d, yyyy', 'MMM dd, yyyy', 'MMMM dd, yyyy', 'MMM d, yyyy h:mm a'];

describe('formatDate', () => {
  it('prints the patterns the public pages use', () => {
    const date = new Date(2026, 0, 5, 0, 7);
    expect(formatDate(date, 'MMM dd, yyyy')).toBe('Jan 05, 2026');
    expect(formatDate(date, 'MMMM dd, yyyy')).toBe('January 05, 2026');
    expect(formatDate(date, 'MMM d, yyyy h:mm a')).toBe('Jan 5, 2026 12:07 AM');
    expect(formatDate(new Date(2025, 8, 23, 12, 30), 'MMM d, yyyy h:mm a')).toBe('Sep 23, 2025 12:30 PM');
  });

  it('gives the same text as date-fns format for any date (property)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1970, 0, 1), max: new Date(2200, 0, 1), noInvalidDate: true }),
        fc.constantFrom(...PATTERNS),
        (date, pattern) => {
          expect(formatDate(date, pattern)).toBe(format(date, pattern));
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('parseIsoDate', () => {
  it('reads dates and date-times as date-fns parseISO does', () => {
    for (const iso of [
      '2026-01-05',
      '2026-01-05T12:00:00.000Z',
      '2026-03-08T01:30:00-05:00',
      '2026-11-23T23:59:59Z',
      '2026-07-04T10:00',
    ]) {
      expect(parseIsoDate(iso).getTime()).toBe(parseISO(iso).getTime());
    }
  });

  it('leaves text that is not a date as it is', () => {
    expect(formatIsoDate('not a date', 'MMM d, yyyy')).toBe('not a date');
    expect(formatIsoDate('2026-01-05T12:00:00.000Z', 'MMM d, yyyy')).toBe(
      format(parseISO('2026-01-05T12:00:00.000Z'), 'MMM d, yyyy'),
    );
  });
});

describe('finding 1 (trust boundary): a malformed date in a stored record crashes no screen', () => {
  it('shortDate reads a stored date and says "Unknown date" for anything else', () => {
    expect(shortDate('2026-11-03T10:00:00.000Z')).toMatch(/^Nov [34], 2026$/);
    expect(shortDate('2026-11-03')).toBe('Nov 3, 2026');
    for (const bad of ['zzz', '', 'x'.repeat(1_000_000), null, undefined, 42, {}, [], '2026-13-45', '\u202egnirts'])
      expect(shortDate(bad)).toBe(UNKNOWN_DATE);
  });

  it('never throws, whatever the value', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const text = shortDate(value);
        expect(text === UNKNOWN_DATE || /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/.test(text)).toBe(true);
      }),
    );
  });
});
