import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { byCodeUnits } from './compare';

describe('byCodeUnits', () => {
  it('orders ISO timestamps oldest first and ids by their characters', () => {
    expect(
      ['2026-03-01T10:00:00.000Z', '2025-12-31T23:59:59.999Z', '2026-03-01T09:00:00.000Z'].sort(byCodeUnits),
    ).toEqual(['2025-12-31T23:59:59.999Z', '2026-03-01T09:00:00.000Z', '2026-03-01T10:00:00.000Z']);
    expect(['post-b', 'Post-c', 'post-a'].sort(byCodeUnits)).toEqual(['Post-c', 'post-a', 'post-b']);
  });

  it('is a total order that agrees with equality', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        expect(byCodeUnits(a, b) + byCodeUnits(b, a)).toBe(0);
        expect(byCodeUnits(a, b) === 0).toBe(a === b);
      }),
    );
  });
});
