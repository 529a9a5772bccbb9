import { describe, expect, it } from 'vitest';
import { checklistSummary, firstErrorSection, publishChecklist, showsChecklist } from './publish-checklist';

const ready = {
  features: ['Twin Mercury 300s'],
  price: 189_000,
  length: 28,
  images: [{ id: 'p1', url: 'https://example.com/p1.jpg', isPrimary: true, displayOrder: 0 }],
  description: 'Kept on a lift at Palm Cay.',
};

describe('publishChecklist', () => {
  it('is empty for a listing that has everything', () => {
    expect(publishChecklist(ready)).toEqual([]);
  });

  it('lists every missing part, in the editor order, each with its section', () => {
    const items = publishChecklist({ features: [], price: 0, length: 0, images: [], description: 'Short' });
    expect(items.map((i) => [i.id, i.section])).toEqual([
      ['price', 'price'],
      ['description', 'description'],
      ['features', 'features'],
      ['length', 'details'],
      ['photos', 'media'],
    ]);
    expect(items.every((i) => i.message.length > 0)).toBe(true);
  });

  it('counts blank features as none and a padded description by its text', () => {
    expect(publishChecklist({ ...ready, features: ['  ', ''] }).map((i) => i.id)).toEqual(['features']);
    expect(publishChecklist({ ...ready, description: '   123456789   ' }).map((i) => i.id)).toEqual(['description']);
    expect(publishChecklist({ ...ready, description: '1234567890' })).toEqual([]);
  });

  it('treats a negative or non-number price or length as not set', () => {
    expect(publishChecklist({ ...ready, price: -5, length: Number.NaN }).map((i) => i.id)).toEqual(['price', 'length']);
  });
});

describe('showsChecklist', () => {
  it('only before the listing is on the market', () => {
    expect(showsChecklist({ status: 'draft' })).toBe(true);
    expect(showsChecklist({ status: 'pending_review' })).toBe(true);
    expect(showsChecklist({ status: 'active' })).toBe(false);
    expect(showsChecklist({ status: 'under_offer' })).toBe(false);
    expect(showsChecklist({ status: 'sold' })).toBe(false);
  });
});

describe('checklistSummary', () => {
  it('says what the draft needs, in words', () => {
    expect(checklistSummary(publishChecklist({ ...ready, features: [] }))).toBe(
      'Before publishing it needs a key feature.',
    );
    expect(checklistSummary(publishChecklist({ ...ready, features: [], price: 0 }))).toBe(
      'Before publishing it needs a price and a key feature.',
    );
    expect(checklistSummary(publishChecklist({ ...ready, features: [], price: 0, images: [] }))).toBe(
      'Before publishing it needs a price, a key feature and a photo.',
    );
  });
  it('says so when nothing is missing', () => {
    expect(checklistSummary([])).toBe('It has everything it needs to be published.');
  });
});

describe('firstErrorSection', () => {
  it('is the first errored section in page order', () => {
    expect(firstErrorSection({ features: 'At least one feature is required' })).toBe('features');
    expect(firstErrorSection({ features: 'x', price: 'Price must be positive' })).toBe('price');
    expect(firstErrorSection({ imageCount: 'At most 10 images per listing', status: 'x' })).toBe('status');
    expect(firstErrorSection({ imageCount: 'At most 10 images per listing' })).toBe('media');
    expect(firstErrorSection({ videoUrl: 'x', 'particulars.beamFt': 'Beam must be a number' })).toBe('specifications');
    expect(firstErrorSection({ videoUrl: 'x', imageCount: 'x' })).toBe('media');
    expect(firstErrorSection({ videoUrl: 'That is not a YouTube or Vimeo link' })).toBe('video');
    expect(firstErrorSection({ 'particulars.beamFt': undefined })).toBeNull();
    expect(firstErrorSection({})).toBeNull();
  });
});
