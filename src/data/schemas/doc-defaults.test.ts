import { describe, expect, it } from 'vitest';
import type { RxJsonSchema } from 'rxdb';
import { FIELD_DEFAULTS, withDefaults } from './doc-defaults';
import { PORTAL_COLLECTIONS } from '../collections/portal-collections';
import { boatSchema, noListingHistory, type Boat } from './boat';
import { seedBoats } from '../seed/boats';

type Property = { type?: string | string[]; properties?: object; required?: readonly string[] };

/**
 * The required fields of a schema whose empty value is obvious: lists, maps (objects without fixed properties, or whose
 * properties are all optional: {}) and nullable fields. (Optional fields are read as optional already.)
 */
function fieldsWithAnEmptyValue(schema: RxJsonSchema<unknown>): string[] {
  const required: readonly string[] = (schema.required ?? []) as readonly string[];
  return Object.entries(schema.properties as Record<string, Property>)
    .filter(([name, p]) => {
      const types = Array.isArray(p.type) ? p.type : [p.type];
      const map = types.includes('object') && (!p.properties || !p.required?.length);
      return required.includes(name) && (types.includes('array') || map || types.includes('null'));
    })
    .map(([name]) => name);
}

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
    const boat = seedBoats[0]!;
    expect(withDefaults('boats', boat)).toBe(boat);
    const meta = { id: 'visitorId', value: 'x' };
    expect(withDefaults('meta', meta)).toBe(meta);
  });

  it('cover every list, map and nullable field of every synced schema, and name only real fields', () => {
    for (const [name, spec] of Object.entries(PORTAL_COLLECTIONS)) {
      const schema = spec.schema as RxJsonSchema<unknown>;
      const defaults = (FIELD_DEFAULTS as Record<string, Record<string, unknown>>)[name] ?? {};
      for (const field of fieldsWithAnEmptyValue(schema))
        expect(Object.keys(defaults), `${name}.${field}`).toContain(field);
      for (const field of Object.keys(defaults))
        expect(Object.keys(schema.properties), `${name}.${field}`).toContain(field);
    }
    expect(fieldsWithAnEmptyValue(boatSchema as RxJsonSchema<unknown>)).toEqual([
      'features',
      'specifications',
      'createdBy',
      'images',
      'priceHistory',
      'statusHistory',
      'publishedAt',
      'soldAt',
      'changedAt',
      'particulars',
      'videoUrl',
      'documents',
    ]);
  });
});
