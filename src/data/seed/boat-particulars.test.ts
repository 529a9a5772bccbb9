import { describe, expect, it } from 'vitest';
import { seedBoats } from './boats';
import { particularsRefusal } from '@harbour/domain/schemas/particulars';
import { STANDARD_SPEC_KEYS } from '@harbour/domain/schemas/boat-vocabulary';

describe('the demo fleet’s structured specifications', () => {
  it('are valid and complete: engines with hours each, fuel, hull, flag; beam on every boat', () => {
    for (const boat of seedBoats) {
      const p = boat.particulars;
      expect(particularsRefusal(p), boat.id).toBeNull();
      expect(p.engineMake, boat.id).toBeTruthy();
      expect(p.engineHours?.length, boat.id).toBe(p.engineCount);
      expect(p.engineHours?.every(Number.isInteger), boat.id).toBe(true);
      expect(p.fuelType && p.hullType && p.flag && p.beamFt, boat.id).toBeTruthy();
    }
  });

  it('leave no standard specification the page can read as text (they are stored structured)', () => {
    const left = seedBoats.flatMap((b) =>
      Object.keys(b.specifications).filter((k) => (STANDARD_SPEC_KEYS as readonly string[]).includes(k)),
    );
    expect(left).toEqual([]);
  });
});
