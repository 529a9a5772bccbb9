import { describe, expect, it } from 'vitest';
import { PARTICULAR_KEYS, particularsJsonSchema, particularsRefusal, particularsShapeRefusal } from './particulars';

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

describe('particularsShapeRefusal (what the backends can afford to check: firestore.rules and the device backend)', () => {
  it('a listing: known keys, text of 1..100, numbers, whole counts, known choices, at most 6 engine hours', () => {
    expect(
      particularsShapeRefusal({ beamFt: 15.5, cabins: 3, fuelType: 'diesel', builder: 'Viking' }, 'listing'),
    ).toBeNull();
    for (const bad of [
      { sponsor: 'x' },
      { builder: 'B'.repeat(101) },
      { builder: '' },
      { beamFt: '10 ft' },
      { cabins: 2.5 },
      { fuelType: 'rocket' },
      { engineHours: [1, 2, 3, 4, 5, 6, 7] },
      { engineHours: 'many' },
    ])
      expect(particularsShapeRefusal(bad, 'listing')).not.toBeNull();
    // Ranges are the schema's (every replica's door), as in the rules.
    expect(particularsShapeRefusal({ beamFt: -1 }, 'listing')).toBeNull();
  });
  it('a submission: known keys of a set of fields only', () => {
    expect(particularsShapeRefusal({ cabins: 2.5, engineCount: 1, engineHours: [1, 2] }, 'submission')).toBeNull();
    expect(particularsShapeRefusal({ sponsor: 'x' }, 'submission')).toBe("Unknown specification 'sponsor'.");
    expect(particularsShapeRefusal(['cabins'], 'submission')).toBe('Specifications must be a set of fields.');
    expect(particularsShapeRefusal(null, 'listing')).toBe('Specifications must be a set of fields.');
  });
});
