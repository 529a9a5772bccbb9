import { describe, expect, it } from 'vitest';
import {
  descriptionCounter,
  emptySellForm,
  SELL_CONDITION_LABELS,
  SELL_CONDITIONS,
  SELL_FIELDS,
  validateSellForm,
  type SellField,
} from './sell-form-schema';
import { BOAT_TYPE_KEYS, BOAT_TYPE_LABELS } from '../boats/boat-types';
import { SELL_LENGTH_RULES, VALID_BOAT_FOR_SALE } from './test-boat-for-sale';

const valid = VALID_BOAT_FOR_SALE;

function errorFor(field: SellField, value: string): string | undefined {
  const result = validateSellForm({ ...valid, [field]: value });
  return result.ok ? undefined : result.errors[field];
}

const email = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;

const LENGTH_RULES = SELL_LENGTH_RULES;

describe('sell form validation', () => {
  it('accepts a complete listing request', () => {
    const result = validateSellForm(valid);
    expect(result.ok).toBe(true);
  });

  describe.each(LENGTH_RULES)('%s (%i to %i characters)', (field, min, max, minMessage, maxMessage) => {
    it(`refuses ${min - 1} characters with '${minMessage}'`, () => {
      expect(errorFor(field, 'x'.repeat(min - 1))).toBe(minMessage);
    });
    it(`accepts ${min} characters`, () => {
      expect(errorFor(field, 'x'.repeat(min))).toBeUndefined();
    });
    if (min + 1 <= max) {
      it(`accepts ${min + 1} characters`, () => {
        expect(errorFor(field, 'x'.repeat(min + 1))).toBeUndefined();
      });
      it(`accepts ${max - 1} characters`, () => {
        expect(errorFor(field, 'x'.repeat(max - 1))).toBeUndefined();
      });
    }
    it(`accepts ${max} characters`, () => {
      expect(errorFor(field, 'x'.repeat(max))).toBeUndefined();
    });
    it(`refuses ${max + 1} characters with '${maxMessage}'`, () => {
      expect(errorFor(field, 'x'.repeat(max + 1))).toBe(maxMessage);
    });
    it('trims before counting: spaces around do not make it long enough', () => {
      expect(errorFor(field, `  ${'x'.repeat(min - 1)}  `)).toBe(minMessage);
      expect(errorFor(field, `  ${'x'.repeat(max)}  `)).toBeUndefined();
    });
  });

  describe('email (valid, max 255)', () => {
    it('refuses an empty or malformed address', () => {
      expect(errorFor('email', '')).toBe('Invalid email address');
      expect(errorFor('email', 'jane@')).toBe('Invalid email address');
      expect(errorFor('email', 'jane example.com')).toBe('Invalid email address');
    });
    it('accepts 254 and 255 characters', () => {
      expect(errorFor('email', email(254))).toBeUndefined();
      expect(errorFor('email', email(255))).toBeUndefined();
    });
    it("refuses 256 characters with 'Invalid email address'", () => {
      expect(errorFor('email', email(256))).toBe('Invalid email address');
    });
    it('trims before checking', () => {
      const result = validateSellForm({ ...valid, email: '  jane@example.com ' });
      expect(result.ok && result.value.email).toBe('jane@example.com');
    });
  });

  describe('selects', () => {
    it("refuses an unchosen boat type with 'Please select a boat type'", () => {
      expect(errorFor('boatType', '')).toBe('Please select a boat type');
      expect(errorFor('boatType', 'submarine')).toBe('Please select a boat type');
    });
    it.each(BOAT_TYPE_KEYS)('accepts boat type %s', (type) => {
      expect(errorFor('boatType', type)).toBeUndefined();
    });
    it("refuses an unchosen condition with 'Please select a condition'", () => {
      expect(errorFor('condition', '')).toBe('Please select a condition');
      expect(errorFor('condition', 'used')).toBe('Please select a condition');
    });
    it.each(SELL_CONDITIONS)('accepts condition %s', (condition) => {
      expect(errorFor('condition', condition)).toBeUndefined();
    });
    it('has a readable label for every value', () => {
      expect(BOAT_TYPE_KEYS.map((t) => BOAT_TYPE_LABELS[t])).toEqual([
        'Center Console',
        'Sport Fishing',
        'Motor Yacht',
        'Express Cruiser',
        'Flybridge',
        'Catamaran',
        'Sailboat',
        'Other',
      ]);
      expect(SELL_CONDITIONS.map((c) => SELL_CONDITION_LABELS[c])).toEqual(['New', 'Excellent', 'Good', 'Fair']);
    });
  });

  it('an empty form gives every field its message', () => {
    const result = validateSellForm(emptySellForm());
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      ownerName: 'Name must be at least 2 characters',
      email: 'Invalid email address',
      phone: 'Phone number must be at least 10 digits',
      boatMake: 'Make is required',
      boatModel: 'Model is required',
      boatYear: 'Year is required',
      boatLength: 'Length is required',
      boatType: 'Please select a boat type',
      condition: 'Please select a condition',
      askingPrice: 'Asking price is required',
      location: 'Location is required',
      description: 'Description must be at least 20 characters',
    });
    expect(result.firstError).toBe('Name must be at least 2 characters');
  });

  it('returns the trimmed values', () => {
    const result = validateSellForm({
      ...valid,
      ownerName: '  Jane Roberts  ',
      description: `  ${valid.description}\n`,
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.ownerName).toBe('Jane Roberts');
    expect(result.value.description).toBe(valid.description);
  });

  it('has the twelve fields of the spec, all empty at first', () => {
    expect(SELL_FIELDS).toEqual([
      'ownerName',
      'email',
      'phone',
      'boatMake',
      'boatModel',
      'boatYear',
      'boatLength',
      'boatType',
      'condition',
      'askingPrice',
      'location',
      'description',
    ]);
    expect(Object.values(emptySellForm()).every((v) => v === '')).toBe(true);
  });

  it("counts the description as 'n/2000'", () => {
    expect(descriptionCounter('')).toBe('0/2000');
    expect(descriptionCounter('x'.repeat(19))).toBe('19/2000');
  });
});
