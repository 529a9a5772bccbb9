import { describe, expect, it } from 'vitest';
import { BOAT_TYPE_KEYS, BOAT_TYPE_LABELS, LISTING_BOAT_TYPES } from './boat-types';

// The words themselves are the spec's, checked where the forms show them (src/lib/sell-form-schema.test.ts).
describe('boat types: one vocabulary', () => {
  it('a listing stores the label of the key a sell form stores, in the same order, each once', () => {
    expect(BOAT_TYPE_KEYS.map((key) => BOAT_TYPE_LABELS[key])).toEqual(LISTING_BOAT_TYPES);
    expect(new Set(LISTING_BOAT_TYPES).size).toBe(BOAT_TYPE_KEYS.length);
    expect(LISTING_BOAT_TYPES[0]).toBe('Center Console');
  });
});
