import { describe, expect, it } from 'vitest';
import { BOAT_TYPE_KEYS, BOAT_TYPE_LABELS, LISTING_BOAT_TYPES, listingTypeFor } from './boat-types';

// The words themselves are the spec's, checked where the forms show them (forms/sell-form-schema.test.ts).
describe('boat types: one vocabulary', () => {
  it('a listing stores the label of the key a sell form stores, in the same order, each once', () => {
    expect(BOAT_TYPE_KEYS.map((key) => BOAT_TYPE_LABELS[key])).toEqual(LISTING_BOAT_TYPES);
    expect(new Set(LISTING_BOAT_TYPES).size).toBe(BOAT_TYPE_KEYS.length);
    expect(LISTING_BOAT_TYPES[0]).toBe('Center Console');
  });

  it('gives the listing type for a sell form key, and Other for anything else', () => {
    for (const key of BOAT_TYPE_KEYS) expect(listingTypeFor(key)).toBe(BOAT_TYPE_LABELS[key]);
    expect(listingTypeFor(' Express-Cruiser ')).toBe('Express Cruiser');
    for (const key of ['hovercraft', '', 'constructor', 'toString', '__proto__'])
      expect(listingTypeFor(key)).toBe('Other');
  });
});
