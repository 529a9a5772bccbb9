import { describe, expect, it } from 'vitest';
import type { RxJsonSchema } from 'rxdb';
import { FIELD_DEFAULTS } from '@harbour/domain/schemas/doc-defaults';
import { boatSchema } from '@harbour/domain/schemas/boat';
import { rxSchema } from '../migrations/collection-migrations';
import { PORTAL_COLLECTIONS } from './portal-collections';

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

describe('field defaults of the synced collections (schemas/doc-defaults.ts)', () => {
  it('cover every list, map and nullable field of every synced schema, and name only real fields', () => {
    for (const [name, spec] of Object.entries(PORTAL_COLLECTIONS)) {
      const schema = spec.schema as RxJsonSchema<unknown>;
      const defaults = (FIELD_DEFAULTS as Record<string, Record<string, unknown>>)[name] ?? {};
      for (const field of fieldsWithAnEmptyValue(schema))
        expect(Object.keys(defaults), `${name}.${field}`).toContain(field);
      for (const field of Object.keys(defaults))
        expect(Object.keys(schema.properties), `${name}.${field}`).toContain(field);
    }
    expect(fieldsWithAnEmptyValue(rxSchema(boatSchema))).toEqual([
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
