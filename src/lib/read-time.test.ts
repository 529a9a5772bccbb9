import { describe, expect, it } from 'vitest';
import { cardReadTime, formatReadTime, postReadTime } from './read-time';

describe('cardReadTime (excerpt length / 200, rounded up)', () => {
  it('rounds up', () => {
    expect(cardReadTime('x'.repeat(200))).toBe(1);
    expect(cardReadTime('x'.repeat(201))).toBe(2);
    expect(cardReadTime('x'.repeat(300))).toBe(2);
    expect(cardReadTime('x'.repeat(401))).toBe(3);
  });
  it('is never below 1 minute', () => {
    expect(cardReadTime('')).toBe(1);
    expect(cardReadTime('short')).toBe(1);
  });
});

describe('postReadTime (content length / 1000, rounded up)', () => {
  it('rounds up', () => {
    expect(postReadTime('x'.repeat(1000))).toBe(1);
    expect(postReadTime('x'.repeat(1001))).toBe(2);
    expect(postReadTime('x'.repeat(4500))).toBe(5);
  });
  it('is never below 1 minute', () => {
    expect(postReadTime('')).toBe(1);
  });
});

describe('formatReadTime', () => {
  it("reads '{n} min read'", () => {
    expect(formatReadTime(1)).toBe('1 min read');
    expect(formatReadTime(7)).toBe('7 min read');
  });
});
