import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { validateForm } from './validation';

const schema = v.object({
  name: v.pipe(v.string(), v.minLength(1, 'Name is required')),
  features: v.array(v.pipe(v.string(), v.maxLength(3, 'Too long'))),
});

describe('validateForm', () => {
  it('gives the parsed value when every rule holds', () => {
    expect(validateForm(schema, { name: 'Ann', features: ['ok'] })).toEqual({
      ok: true,
      value: { name: 'Ann', features: ['ok'] },
    });
  });

  it('keeps the first message per field, in schema order; an item of a list reports under its field', () => {
    const result = validateForm(schema, { name: '', features: ['ok', 'too long', 'also long'] });
    expect(result).toEqual({
      ok: false,
      errors: { name: 'Name is required', features: 'Too long' },
      firstError: 'Name is required',
    });
  });
});
