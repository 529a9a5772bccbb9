import { describe, expect, it } from 'vitest';
import type { JsonSchema } from './json-schema';
import { MAX_ENGINES, PARTICULAR_KEYS, PARTICULAR_KINDS, PARTICULAR_TEXT_MAX, particularsRefusal } from './particulars';
import { submissionSchema, SUBMISSION_PHOTO_LIMITS, SUBMISSION_PHOTOS_MAX } from './submission';

const ONE_MIB = 'x'.repeat(1024 * 1024);

/** Every string, list or object of a schema that has no size bound, by its path. */
function unbounded(schema: JsonSchema, path: string): string[] {
  const types = [schema.type ?? []].flat();
  const out: string[] = [];
  if (types.includes('string') && schema.maxLength === undefined && schema.enum === undefined) out.push(path);
  if (types.includes('array')) {
    if (schema.maxItems === undefined) out.push(path);
    if (schema.items && !Array.isArray(schema.items)) out.push(...unbounded(schema.items as JsonSchema, `${path}[]`));
  }
  for (const [key, child] of Object.entries(schema.properties ?? {})) out.push(...unbounded(child, `${path}.${key}`));
  return out;
}

describe('finding N5: every field of a submission has a size bound', () => {
  it('no string, list or nested list of the schema is unbounded (numbers are fixed-size)', () => {
    expect(unbounded(submissionSchema as JsonSchema, 'submission')).toEqual([]);
  });

  it('a photo entry: its fields within SUBMISSION_PHOTO_LIMITS, at most SUBMISSION_PHOTOS_MAX of them', () => {
    const photos = submissionSchema.properties.photos;
    expect(photos.maxItems).toBe(SUBMISSION_PHOTOS_MAX);
    const item = photos.items as JsonSchema;
    expect(item.properties?.id?.maxLength).toBe(SUBMISSION_PHOTO_LIMITS.id);
    expect(item.properties?.url?.maxLength).toBe(SUBMISSION_PHOTO_LIMITS.url);
    expect(Object.keys(item.properties ?? {})).toEqual(['id', 'url', 'displayOrder']);
  });

  it('specifications: text within PARTICULAR_TEXT_MAX, at most MAX_ENGINES engine hours, and no key the schema does not know', () => {
    const particulars = submissionSchema.properties.particulars as JsonSchema;
    expect(particulars.additionalProperties).toBe(false);
    for (const key of PARTICULAR_KEYS) {
      const field = particulars.properties![key]!;
      if (PARTICULAR_KINDS[key].kind === 'text') expect(field.maxLength, key).toBe(PARTICULAR_TEXT_MAX);
    }
    expect(particulars.properties!.engineHours!.maxItems).toBe(MAX_ENGINES);
  });

  it('particularsRefusal refuses a 1 MiB value of any kind and takes every value at its largest', () => {
    for (const particulars of [
      { builder: ONE_MIB },
      { builder: 'B'.repeat(PARTICULAR_TEXT_MAX + 1) },
      { fuelType: ONE_MIB },
      { cabins: ONE_MIB },
      { engineHours: [ONE_MIB] },
      { engineHours: [1, { note: ONE_MIB }] },
      { engineHours: Array.from({ length: MAX_ENGINES + 1 }, () => 1) },
      { beamFt: { note: ONE_MIB } },
    ])
      expect(particularsRefusal(particulars), JSON.stringify(particulars).slice(0, 60)).not.toBeNull();
    const largest = {
      builder: 'B'.repeat(PARTICULAR_TEXT_MAX),
      lyingLocation: 'L'.repeat(PARTICULAR_TEXT_MAX),
      engineCount: MAX_ENGINES,
      engineHours: Array.from({ length: MAX_ENGINES }, () => PARTICULAR_KINDS.engineHours.max),
      beamFt: PARTICULAR_KINDS.beamFt.max,
    };
    expect(particularsRefusal(largest)).toBeNull();
  });
});
