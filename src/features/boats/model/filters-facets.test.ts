import { describe, expect, it } from 'vitest';
import { cabinChoices, facetsOf } from './filters-facets';
import { makeBoat } from '@harbour/domain/boats/test-boats';

describe('facetsOf', () => {
  it('offers only what at least one listing has', () => {
    expect(facetsOf([makeBoat({ location: '  ', particulars: {} })])).toEqual({
      locations: [],
      fuels: [],
      hullMaterials: [],
      maxCabins: null,
      hours: false,
    });
  });
  it('distinct locations sorted, fuels and hulls in the vocabulary’s order, the most cabins, whether hours are given', () => {
    const facets = facetsOf([
      makeBoat({
        location: 'Nassau, Bahamas',
        particulars: { fuelType: 'gasoline', hullMaterial: 'steel', cabins: 3 },
      }),
      makeBoat({ location: 'bimini, Bahamas', particulars: { fuelType: 'diesel', engineHours: [10] } }),
      makeBoat({ location: 'Nassau, Bahamas ', particulars: { hullMaterial: 'fiberglass', cabins: 0 } }),
    ]);
    expect(facets).toEqual({
      locations: ['bimini, Bahamas', 'Nassau, Bahamas'],
      fuels: ['diesel', 'gasoline'],
      hullMaterials: ['fiberglass', 'steel'],
      maxCabins: 3,
      hours: true,
    });
  });
});

describe('cabinChoices', () => {
  it('1 up to the most cabins, at most 10 choices', () => {
    expect(cabinChoices(null)).toEqual([]);
    expect(cabinChoices(3)).toEqual([1, 2, 3]);
    expect(cabinChoices(40)).toHaveLength(10);
  });
});
