import { describe, expect, it } from 'vitest';
import { PARTICULAR_KEYS, particularsJsonSchema, particularsRefusal } from './particulars';

describe('particularsRefusal (the rules of structured specifications)', () => {
  it('takes none, some or all of them', () => {
    expect(particularsRefusal({})).toBeNull();
    expect(particularsRefusal({ cabins: 3, fuelType: 'diesel', builder: 'Hatteras Yachts' })).toBeNull();
    expect(
      particularsRefusal({ engineCount: 2, engineHorsepower: 1200, engineHours: [850, 862.5], hullType: 'modified_v' }),
    ).toBeNull();
  });

  it('refuses what is not a set of fields, unknown keys and wrong types', () => {
    expect(particularsRefusal(null)).toBe('Specifications must be a set of fields.');
    expect(particularsRefusal([1])).toBe('Specifications must be a set of fields.');
    expect(particularsRefusal({ sponsor: 'x' })).toBe("Unknown specification 'sponsor'.");
    expect(particularsRefusal({ cabins: '3' })).toBe("The specification 'cabins' is not valid.");
    expect(particularsRefusal({ cabins: 2.5 })).toBe("The specification 'cabins' is not valid.");
    expect(particularsRefusal({ fuelType: 'rocket' })).toBe("The specification 'fuelType' is not valid.");
    expect(particularsRefusal({ builder: '  ' })).toBe("The specification 'builder' is not valid.");
    expect(particularsRefusal({ engineHours: ['410'] })).toBe("The specification 'engineHours' is not valid.");
    expect(particularsRefusal({ engineHours: [] })).toBe("The specification 'engineHours' is not valid.");
  });

  it('refuses values past their limits', () => {
    expect(particularsRefusal({ beamFt: -1 })).not.toBeNull();
    expect(particularsRefusal({ maxSpeedKn: 151 })).not.toBeNull();
    expect(particularsRefusal({ maxSpeedKn: Number.NaN })).not.toBeNull();
    expect(particularsRefusal({ engineCount: 7 })).not.toBeNull();
    expect(particularsRefusal({ flag: 'F'.repeat(101) })).not.toBeNull();
    expect(particularsRefusal({ engineHours: [1, 2, 3, 4, 5, 6, 7] })).not.toBeNull();
  });

  it('refuses more engine hours than engines', () => {
    expect(particularsRefusal({ engineCount: 1, engineHours: [410, 406] })).toBe(
      'There are more engine hours than engines.',
    );
    expect(particularsRefusal({ engineCount: 2, engineHours: [410] })).toBeNull();
  });

  it('has a JSON schema with every key and no other', () => {
    const schema = particularsJsonSchema();
    expect(Object.keys(schema.properties)).toEqual(PARTICULAR_KEYS);
    expect(schema.additionalProperties).toBe(false);
  });
});
