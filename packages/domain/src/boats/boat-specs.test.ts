import { describe, expect, it } from 'vitest';
import { customSpecLabel } from './boat-specs';

describe('customSpecLabel', () => {
  it("reads the editor's and the seed's keys back in words", () => {
    expect(customSpecLabel('HullMaterial')).toBe('Hull Material');
    expect(customSpecLabel('waterCapacity')).toBe('Water Capacity');
    expect(customSpecLabel('generator')).toBe('Generator');
    expect(customSpecLabel('GPS2Units')).toBe('GPS2 Units');
    expect(customSpecLabel('max_passengers')).toBe('Max passengers');
  });
});
