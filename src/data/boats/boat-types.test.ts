import { describe, expect, it } from 'vitest';
import { BOAT_TYPE_KEYS, BOAT_TYPE_LABELS, LISTING_BOAT_TYPES } from './boat-types';

describe('boat types: one vocabulary', () => {
  it("lists the spec's eight types in order; a listing stores the label of the key a sell form stores", () => {
    expect(LISTING_BOAT_TYPES).toEqual([
      'Center Console',
      'Sport Fishing',
      'Motor Yacht',
      'Express Cruiser',
      'Flybridge',
      'Catamaran',
      'Sailboat',
      'Other',
    ]);
    expect(BOAT_TYPE_KEYS.map((key) => BOAT_TYPE_LABELS[key])).toEqual(LISTING_BOAT_TYPES);
    expect(new Set(BOAT_TYPE_KEYS).size).toBe(8);
  });
});
