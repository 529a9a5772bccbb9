import { describe, expect, it } from 'vitest';
import { withDefaults } from './doc-defaults';
import { noListingHistory, type Boat } from './boat';
import { makeBoat } from '../boats/test-boats';

describe('field defaults (documents written before a field existed)', () => {
  it('fill every missing field and keep what the document has, null included', () => {
    const old = { id: 'b1', make: 'Albury Brothers', status: 'active' };
    const read = withDefaults('boats', old);
    expect(read).toEqual({
      ...old,
      features: [],
      specifications: {},
      images: [],
      createdBy: null,
      // Listing truth (schema version 1): a boat from before it reads as one with no history and a published price.
      ...noListingHistory(),
      // Schema version 2: no structured specifications, no video.
      particulars: {},
      videoUrl: null,
      documents: [],
    });
    expect(withDefaults('boats', { ...old, features: ['Bimini'], createdBy: null })).toMatchObject({
      features: ['Bimini'],
      createdBy: null,
    });
    expect(old).toEqual({ id: 'b1', make: 'Albury Brothers', status: 'active' }); // the input is not changed
  });

  it('give each document its own lists and maps', () => {
    const a = withDefaults('boats', { id: 'a' }) as unknown as Boat;
    const b = withDefaults('boats', { id: 'b' }) as unknown as Boat;
    a.features.push('changed');
    expect(b.features).toEqual([]);
    expect(withDefaults('boats', { id: 'c' })).toMatchObject({ features: [] });
  });

  it('leave complete documents and collections without defaults as they are', () => {
    const boat = makeBoat();
    expect(withDefaults('boats', boat)).toBe(boat);
    const meta = { id: 'visitorId', value: 'x' };
    expect(withDefaults('meta', meta)).toBe(meta);
  });
});
