import { describe, expect, it } from 'vitest';
import { makeBoat } from '@harbour/domain/boats/test-boats';
import { basicInformationRows, editStateOf, listingKpis, specificationsBesideOverview } from './listing-overview';

describe('basicInformationRows', () => {
  it('names the listing as a broker reads it, commission included', () => {
    const boat = makeBoat({ condition: 'used', price: 189_000, status: 'under_offer' });
    const rows = basicInformationRows(boat, { id: 'b1', commissionRate: 5, updatedAt: '2026-01-01T00:00:00.000Z' });
    expect(rows.map(([label]) => label)).toEqual([
      'Make',
      'Model',
      'Year',
      'Length (ft)',
      'Type',
      'Condition',
      'Location',
      'Price ($)',
      'Commission Rate (%)',
      'Status',
    ]);
    const value = new Map(rows);
    expect(value.get('Make')).toBe('Stiletto');
    expect(value.get('Year')).toBe('2022');
    expect(value.get('Condition')).toBe('Pre-Owned');
    expect(value.get('Commission Rate (%)')).toBe('5%');
    expect(value.get('Price ($)')).toContain('189,000');
  });

  it('says N/A without a commission, and New for a new boat', () => {
    const none = new Map(basicInformationRows(makeBoat(), null));
    expect(none.get('Commission Rate (%)')).toBe('N/A');
    expect(none.get('Condition')).toBe('New');
    const unset = new Map(
      basicInformationRows(makeBoat(), { id: 'b1', commissionRate: null, updatedAt: '2026-01-01T00:00:00.000Z' }),
    );
    expect(unset.get('Commission Rate (%)')).toBe('N/A');
  });

  it('shows a price on request with its figure', () => {
    expect(new Map(basicInformationRows(makeBoat({ priceOnRequest: true }), null)).get('Price ($)')).toMatch(
      /on request/,
    );
  });
});

describe('specificationsBesideOverview', () => {
  it('leaves out what Basic Information shows', () => {
    const rows = specificationsBesideOverview(
      makeBoat({ particulars: { engineMake: 'Mercury', cabins: 2 } }),
      'imperial',
    );
    const labels = rows.map(([label]) => label);
    expect(labels).not.toContain('Length');
    expect(labels).not.toContain('Year');
    expect(labels).not.toContain('Location');
    expect(labels.length).toBeGreaterThan(0);
  });

  it('is empty for a listing with no specifications', () => {
    expect(specificationsBesideOverview(makeBoat(), 'imperial')).toEqual([]);
  });
});

describe('listingKpis', () => {
  it('gives views, inquiries, conversion and days listed', () => {
    const boat = makeBoat({ createdAt: '2026-01-01T00:00:00.000Z' });
    expect(listingKpis(boat, 200, 5, new Date('2026-01-11T00:00:00.000Z'))).toEqual([
      { label: 'Total Views', value: '200' },
      { label: 'Inquiries', value: '5' },
      { label: 'Conversion Rate', value: '2.5%' },
      { label: 'Days Listed', value: '10' },
    ]);
  });
});

describe('editStateOf', () => {
  it('opens the editor on the listing, with what it opened as the base for saving', () => {
    const boat = makeBoat({
      features: ['Twin Mercury 300s'],
      images: [
        { id: 'p2', url: 'https://example.com/p2.jpg', isPrimary: false, displayOrder: 1 },
        { id: 'p1', url: 'https://example.com/p1.jpg', isPrimary: true, displayOrder: 0 },
      ],
    });
    const edit = editStateOf(boat, 'imperial');
    expect(edit.make).toBe('Stiletto');
    expect(edit.features).toEqual(['Twin Mercury 300s']);
    expect(edit.images.map((i) => i.id)).toEqual(['p1', 'p2']);
    expect(edit.base.images).toBe(edit.images);
    expect(edit.base.values.make).toBe('Stiletto');
    expect(edit.base.values).not.toHaveProperty('images');
  });
});
