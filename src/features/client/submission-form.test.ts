import { describe, expect, it } from 'vitest';
import type { SellField } from '@harbour/domain/forms/sell-form-schema';
import {
  MAX_PHOTOS,
  notImageMessage,
  photoCounter,
  PHOTO_LIMIT_MESSAGE,
  pickPhotos,
  prefilledForm,
  toFormValues,
  toSubmissionData,
  validateSubmissionForm,
} from './submission-form';
import { SELL_LENGTH_RULES, VALID_BOAT_FOR_SALE } from '@harbour/domain/forms/test-boat-for-sale';

const valid = VALID_BOAT_FOR_SALE;

const png = (name = 'boat.png') => ({ name, type: 'image/png' });
const photos = (n: number) => Array.from({ length: n }, (_, i) => png(`p${i}.png`));

function errorFor(field: SellField, value: string): string | undefined {
  const result = validateSubmissionForm({ ...valid, [field]: value }, []);
  return result.ok ? undefined : result.errors[field];
}

/** Fills to `length` characters with text that is valid in content for the field. */
function ofLength(field: SellField, length: number): string {
  if (field === 'boatYear') return '2'.repeat(length);
  return 'x'.repeat(length);
}

const LENGTH_RULES = SELL_LENGTH_RULES;

describe('submit-boat form validation (the sell form rules)', () => {
  it('accepts a complete submission without photos', () => {
    expect(validateSubmissionForm(valid, []).ok).toBe(true);
  });

  describe.each(LENGTH_RULES)('%s (%i to %i characters)', (field, min, max, minMessage, maxMessage) => {
    it(`refuses ${min - 1} characters with '${minMessage}'`, () => {
      expect(errorFor(field, ofLength(field, min - 1))).toBe(minMessage);
    });
    it(`accepts ${min} characters`, () => {
      expect(errorFor(field, ofLength(field, min))).toBeUndefined();
    });
    it(`accepts ${min + 1 <= max ? min + 1 : max} characters`, () => {
      expect(errorFor(field, ofLength(field, Math.min(min + 1, max)))).toBeUndefined();
    });
    it(`accepts ${max - 1 >= min ? max - 1 : min} characters`, () => {
      expect(errorFor(field, ofLength(field, Math.max(max - 1, min)))).toBeUndefined();
    });
    it(`accepts ${max} characters`, () => {
      expect(errorFor(field, ofLength(field, max))).toBeUndefined();
    });
    it(`refuses ${max + 1} characters with '${maxMessage}'`, () => {
      expect(errorFor(field, ofLength(field, max + 1))).toBe(maxMessage);
    });
    it('trims before counting', () => {
      expect(errorFor(field, `  ${ofLength(field, min - 1)}  `)).toBe(minMessage);
      expect(errorFor(field, `  ${ofLength(field, max)}  `)).toBeUndefined();
    });
  });

  describe('email (valid, max 255)', () => {
    const email = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;
    it('accepts 254 and 255 characters', () => {
      expect(errorFor('email', email(254))).toBeUndefined();
      expect(errorFor('email', email(255))).toBeUndefined();
    });
    it("refuses 256 characters with 'Invalid email address'", () => {
      expect(errorFor('email', email(256))).toBe('Invalid email address');
    });
    it("refuses a malformed or empty address with 'Invalid email address'", () => {
      expect(errorFor('email', 'jane.example.com')).toBe('Invalid email address');
      expect(errorFor('email', '')).toBe('Invalid email address');
    });
  });

  it("refuses a missing boat type with 'Please select a boat type' and an unknown one too", () => {
    expect(errorFor('boatType', '')).toBe('Please select a boat type');
    expect(errorFor('boatType', 'submarine')).toBe('Please select a boat type');
    expect(errorFor('boatType', 'catamaran')).toBeUndefined();
  });

  it("refuses a missing condition with 'Please select a condition'", () => {
    expect(errorFor('condition', '')).toBe('Please select a condition');
    expect(errorFor('condition', 'used')).toBe('Please select a condition');
    expect(errorFor('condition', 'fair')).toBeUndefined();
  });

  it('needs the 4 characters of the year to be digits (it is stored as a number)', () => {
    expect(errorFor('boatYear', '20a9')).toBe('Year must be 4 digits');
    expect(errorFor('boatYear', ' 2019 ')).toBeUndefined();
  });
});

describe('photos', () => {
  it(`accepts ${MAX_PHOTOS - 1} and ${MAX_PHOTOS} photos, refuses ${MAX_PHOTOS + 1}`, () => {
    expect(validateSubmissionForm(valid, photos(MAX_PHOTOS - 1)).ok).toBe(true);
    expect(validateSubmissionForm(valid, photos(MAX_PHOTOS)).ok).toBe(true);
    const over = validateSubmissionForm(valid, photos(MAX_PHOTOS + 1));
    expect(over.ok).toBe(false);
    expect(!over.ok && over.errors.photos).toBe(PHOTO_LIMIT_MESSAGE);
  });

  it('refuses a file that is not an image, naming it', () => {
    const result = validateSubmissionForm(valid, [png(), { name: 'survey.pdf', type: 'application/pdf' }]);
    expect(!result.ok && result.errors.photos).toBe('"survey.pdf" is not an image. Only image files can be added.');
  });

  it('the picker keeps images up to the limit and explains what it refused', () => {
    const pdf = { name: 'survey.pdf', type: 'application/pdf' };
    expect(pickPhotos(0, [png('a.png'), pdf])).toEqual({
      accepted: [png('a.png')],
      refused: [notImageMessage('survey.pdf')],
    });
    expect(pickPhotos(9, photos(1)).accepted).toHaveLength(1);
    expect(pickPhotos(9, photos(1)).refused).toEqual([]);
    const over = pickPhotos(9, photos(2));
    expect(over.accepted).toHaveLength(1);
    expect(over.refused).toEqual([`${PHOTO_LIMIT_MESSAGE} 1 photo was not added.`]);
    expect(pickPhotos(10, photos(3))).toEqual({
      accepted: [],
      refused: [`${PHOTO_LIMIT_MESSAGE} 3 photos were not added.`],
    });
  });

  it("counts 'n / 10 photos'", () => {
    expect(photoCounter(0)).toBe('0 / 10 photos');
    expect(photoCounter(10)).toBe('10 / 10 photos');
  });
});

describe('mapping', () => {
  it('stores the validated form as submission data and reads it back', () => {
    const result = validateSubmissionForm({ ...valid, boatMake: '  Boston Whaler ' }, []);
    if (!result.ok) throw new Error(result.firstError);
    const data = toSubmissionData(result.value);
    expect(data).toMatchObject({
      year: 2019,
      make: 'Boston Whaler',
      model: '330 Outrage',
      length: '33',
      ownerName: 'Jane Roberts',
    });
    expect(toFormValues(data)).toEqual(valid);
  });

  it("prefills the owner's contact from the profile and leaves the rest empty", () => {
    const form = prefilledForm({ fullName: 'Jane Roberts', email: 'jane@example.com', phone: null });
    expect(form.ownerName).toBe('Jane Roberts');
    expect(form.email).toBe('jane@example.com');
    expect(form.phone).toBe('');
    expect(form.boatMake).toBe('');
  });
});
