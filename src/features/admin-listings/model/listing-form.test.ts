import { makeBoat } from '@harbour/domain/boats/test-boats';
import { describe, expect, it } from 'vitest';
import {
  buildSpecifications,
  cleanFeatures,
  customSpecKey,
  emptyListingForm,
  editValuesOf,
  parseListingEdit,
  parseListingForm,
  removeFeatureRow,
  splitSpecifications,
  type ListingFormValues,
} from './listing-form';

const YEAR = 2026;

function valid(overrides: Partial<ListingFormValues> = {}): ListingFormValues {
  return {
    ...emptyListingForm(),
    make: 'Contender',
    model: '39 ST',
    year: '2020',
    length: '39',
    type: 'Center Console',
    location: 'Nassau',
    price: '450000',
    description: 'A tournament-ready center console.',
    features: ['Twin Yamaha 425s'],
    imageCount: 2,
    ...overrides,
  };
}

const errorOf = (values: ListingFormValues, field: string) => {
  const r = parseListingForm(values, YEAR);
  return r.ok ? undefined : r.errors[field];
};

describe('listing form defaults', () => {
  it('starts as a used draft with a 10 % commission and one empty feature row', () => {
    const f = emptyListingForm();
    expect(f.status).toBe('draft');
    expect(f.condition).toBe('used');
    expect(f.commissionRate).toBe('10');
    expect(f.features).toEqual(['']);
    expect(f.imageCount).toBe(0);
  });
});

describe('listing form schema boundaries', () => {
  it('accepts a valid form and gives typed values', () => {
    const r = parseListingForm(valid({ make: '  Contender ', commissionRate: '12.5' }), YEAR);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value).toMatchObject({
      make: 'Contender',
      year: 2020,
      length: 39,
      price: 450000,
      commissionRate: 12.5,
      status: 'draft',
      condition: 'used',
    });
  });

  it('requires make, model, type and location with the spec messages', () => {
    const v = valid({ make: ' ', model: '', type: '', location: '  ' });
    expect(errorOf(v, 'make')).toBe('Make is required');
    expect(errorOf(v, 'model')).toBe('Model is required');
    expect(errorOf(v, 'type')).toBe('Type is required');
    expect(errorOf(v, 'location')).toBe('Location is required');
  });

  it('year: 1899 refused, 1900 ok, current + 1 ok, current + 2 refused', () => {
    expect(errorOf(valid({ year: '1899' }), 'year')).toBe('Year must be between 1900 and 2027');
    expect(errorOf(valid({ year: '1900' }), 'year')).toBeUndefined();
    expect(errorOf(valid({ year: '2027' }), 'year')).toBeUndefined();
    expect(errorOf(valid({ year: '2028' }), 'year')).toBe('Year must be between 1900 and 2027');
    expect(errorOf(valid({ year: '' }), 'year')).toBe('Year must be between 1900 and 2027');
    expect(errorOf(valid({ year: '2020.5' }), 'year')).toBe('Year must be between 1900 and 2027');
  });

  it('length: 0 refused, 0.1 ok', () => {
    expect(errorOf(valid({ length: '0' }), 'length')).toBe('Length must be positive');
    expect(errorOf(valid({ length: '-3' }), 'length')).toBe('Length must be positive');
    expect(errorOf(valid({ length: 'abc' }), 'length')).toBe('Length must be positive');
    expect(errorOf(valid({ length: '0.1' }), 'length')).toBeUndefined();
  });

  it('price: 0 and negative refused, 1 ok', () => {
    expect(errorOf(valid({ price: '0' }), 'price')).toBe('Price must be positive');
    expect(errorOf(valid({ price: '-1' }), 'price')).toBe('Price must be positive');
    expect(errorOf(valid({ price: '' }), 'price')).toBe('Price must be positive');
    expect(errorOf(valid({ price: '1' }), 'price')).toBeUndefined();
  });

  it('commission: -0.01 and 100.01 refused, 0 and 100 ok, empty is null, at most 2 decimals', () => {
    expect(errorOf(valid({ commissionRate: '-0.01' }), 'commissionRate')).toBe(
      'Commission rate must be between 0 and 100',
    );
    expect(errorOf(valid({ commissionRate: '100.01' }), 'commissionRate')).toBe(
      'Commission rate must be between 0 and 100',
    );
    expect(errorOf(valid({ commissionRate: '0' }), 'commissionRate')).toBeUndefined();
    expect(errorOf(valid({ commissionRate: '100' }), 'commissionRate')).toBeUndefined();
    expect(errorOf(valid({ commissionRate: '12.345' }), 'commissionRate')).toBe(
      'Commission rate can have at most 2 decimals',
    );
    const r = parseListingForm(valid({ commissionRate: '' }), YEAR);
    expect(r.ok && r.value.commissionRate).toBeNull();
    const step = parseListingForm(valid({ commissionRate: '0.07' }), YEAR);
    expect(step.ok && step.value.commissionRate).toBe(0.07);
  });

  it('description: 9 characters refused, 10 accepted (after trimming)', () => {
    expect(errorOf(valid({ description: '123456789' }), 'description')).toBe(
      'Description must be at least 10 characters',
    );
    expect(errorOf(valid({ description: '  123456789  ' }), 'description')).toBe(
      'Description must be at least 10 characters',
    );
    expect(errorOf(valid({ description: '1234567890' }), 'description')).toBeUndefined();
  });

  it('features: all blank → at least one required; blanks dropped on save', () => {
    expect(errorOf(valid({ features: ['', '  '] }), 'features')).toBe('At least one feature is required');
    const r = parseListingForm(valid({ features: [' GPS ', '', 'Tower'] }), YEAR);
    expect(r.ok && r.value.features).toEqual(['GPS', 'Tower']);
  });

  it('images: 0 → please upload at least one image; 11 refused; 10 ok', () => {
    expect(errorOf(valid({ imageCount: 0 }), 'imageCount')).toBe('Please upload at least one image');
    expect(errorOf(valid({ imageCount: 11 }), 'imageCount')).toBe('At most 10 images per listing');
    expect(errorOf(valid({ imageCount: 10 }), 'imageCount')).toBeUndefined();
  });

  it('status must be one of the four', () => {
    expect(errorOf(valid({ status: 'gone' as never }), 'status')).toBe('Please select a status');
    for (const s of ['draft', 'active', 'pending_review', 'sold'] as const)
      expect(errorOf(valid({ status: s }), 'status')).toBeUndefined();
  });
});

describe('specifications', () => {
  it('custom key is the label with ALL whitespace removed', () => {
    expect(customSpecKey(' Hull  Material\t Type\n')).toBe('HullMaterialType');
  });

  it('keeps free-text rows only with both label and value', () => {
    const out = buildSpecifications([
      { label: 'Hull Material', value: 'Fiberglass' },
      { label: 'Water Maker', value: ' ' },
      { label: '  ', value: 'orphan value' },
    ]);
    expect(out).toEqual({ HullMaterial: 'Fiberglass' });
  });

  it('opens old free text as structured boxes where it reads, the rest as rows under their labels', () => {
    const { particulars, customSpecs } = splitSpecifications(
      { beam: "11'", maxSpeed: 'about 40', HullMaterial: 'Fiberglass' },
      { cabins: 2 },
      'metric',
    );
    expect(particulars.fields.beamFt).toBe('3.35');
    expect(particulars.fields.cabins).toBe('2');
    expect(particulars.units).toBe('metric');
    expect(customSpecs).toEqual([
      { label: 'Max Speed', value: 'about 40' },
      { label: 'HullMaterial', value: 'Fiberglass' },
    ]);
  });

  it('the form output carries the structured specifications; a mistake in them refuses the whole form', () => {
    const base = valid();
    const withSpecs = {
      ...base,
      particulars: { ...base.particulars, fields: { ...base.particulars.fields, beamFt: '11.5', cabins: '2' } },
    };
    const r = parseListingForm(withSpecs, YEAR);
    expect(r.ok && r.value.particulars).toEqual({ beamFt: 11.5, cabins: 2 });
    const bad = parseListingForm(
      {
        ...withSpecs,
        make: '',
        particulars: { ...withSpecs.particulars, fields: { ...withSpecs.particulars.fields, cabins: 'two' } },
      },
      YEAR,
    );
    expect(bad).toMatchObject({
      ok: false,
      firstError: 'Make is required',
      errors: { make: 'Make is required', 'particulars.cabins': 'Cabins must be a number' },
    });
  });

  it('the form output carries the built specifications', () => {
    const r = parseListingForm(valid({ customSpecs: [{ label: 'Fish Box', value: '2' }] }), YEAR);
    expect(r.ok && r.value.specifications).toEqual({ FishBox: '2' });
  });
});

describe('features rows', () => {
  it('the last remaining row cannot be removed', () => {
    expect(removeFeatureRow(['only'], 0)).toEqual(['only']);
    expect(removeFeatureRow(['a', 'b'], 0)).toEqual(['b']);
  });
  it('cleans blanks', () => {
    expect(cleanFeatures(['', ' a ', '\t'])).toEqual(['a']);
  });
});

describe('listing edit (detail page)', () => {
  const base = {
    ...editValuesOf(makeBoat({ price: 450000, description: 'A dry, fast ride.', location: 'Nassau, Bahamas' })),
    features: ['GPS'],
    imageCount: 1,
  };
  it('requires one feature and caps images at 10', () => {
    const bad = parseListingEdit({ ...base, features: [' '], imageCount: 11 });
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.errors.features).toBe('At least one feature is required');
    expect(bad.errors.imageCount).toBe('At most 10 images per listing');
  });
  it('gives every editable field: the boat, price, description, location, features, specifications, status', () => {
    const ok = parseListingEdit({
      ...base,
      model: ' 31 Tournament CC ',
      length: '31.5',
      price: ' 425000 ',
      description: ' Repowered in 2025. ',
      location: 'Spanish Wells, Bahamas',
      customSpecs: [{ label: 'Top Speed Note', value: 'calm seas' }],
    });
    expect(ok.ok && ok.value).toEqual({
      make: 'Stiletto',
      model: '31 Tournament CC',
      year: 2022,
      length: 31.5,
      type: 'Center Console',
      condition: 'new',
      price: 425000,
      priceOnRequest: false,
      description: 'Repowered in 2025.',
      location: 'Spanish Wells, Bahamas',
      features: ['GPS'],
      specifications: { TopSpeedNote: 'calm seas' },
      particulars: {},
      videoUrl: null,
      status: 'active',
      showAsSold: false,
    });
  });
  it('checks the price, description and location as the create form does', () => {
    const bad = parseListingEdit({ ...base, price: '0', description: 'short', location: ' ' });
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.errors).toMatchObject({
      price: 'Price must be positive',
      description: 'Description must be at least 10 characters',
      location: 'Location is required',
    });
  });
  it('checks what the boat is as the create form does: a length of 0 and next year + 1 are refused', () => {
    const bad = parseListingEdit({ ...base, make: ' ', length: '0', year: String(YEAR + 2) }, YEAR);
    expect(!bad.ok && bad.errors).toMatchObject({
      make: 'Make is required',
      length: 'Length must be positive',
      year: `Year must be between 1900 and ${YEAR + 1}`,
    });
    expect(parseListingEdit({ ...base, year: String(YEAR + 1) }, YEAR).ok).toBe(true);
  });
  it('keeps "show as sold" only for a sold boat', () => {
    const sold = parseListingEdit({ ...base, status: 'sold', showAsSold: true });
    expect(sold.ok && sold.value.showAsSold).toBe(true);
    const relisted = parseListingEdit({ ...base, status: 'active', showAsSold: true });
    expect(relisted.ok && relisted.value.showAsSold).toBe(false);
  });
});

describe('walkthrough video link', () => {
  it('is stored as its canonical watch URL; blank is no video', () => {
    const shared = parseListingForm(valid({ videoUrl: ' https://youtu.be/Nh7yAcht_42 ' }), YEAR);
    expect(shared.ok && shared.value.videoUrl).toBe('https://www.youtube.com/watch?v=Nh7yAcht_42');
    const none = parseListingForm(valid({ videoUrl: '  ' }), YEAR);
    expect(none.ok && none.value.videoUrl).toBeNull();
  });
  it('another site’s link refuses the form with a message beside the field, together with the other mistakes', () => {
    const r = parseListingForm(valid({ videoUrl: 'https://evil.example/v/1', make: '' }), YEAR);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.make).toBe('Make is required');
    expect(r.errors.videoUrl).toMatch(/YouTube or Vimeo/);
    expect(r.firstError).toBe('Make is required');
  });
  it('the editor opens with the stored link, and can clear it', () => {
    const boat = makeBoat({ videoUrl: 'https://vimeo.com/76979871' });
    const values = { ...editValuesOf(boat), features: ['GPS'], imageCount: 1 };
    expect(values.videoUrl).toBe('https://vimeo.com/76979871');
    const cleared = parseListingEdit({ ...values, videoUrl: '' });
    expect(cleared.ok && cleared.value.videoUrl).toBeNull();
    const bad = parseListingEdit({ ...values, videoUrl: 'javascript:alert(1)' });
    expect(!bad.ok && bad.firstError).toMatch(/YouTube or Vimeo/);
  });
});
