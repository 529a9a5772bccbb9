import { describe, expect, it } from 'vitest';
import { specificationRows } from './specifications';
import { makeBoat } from '@/data/boats/test-boats';

describe('specificationRows', () => {
  it('always has length, year and location', () => {
    expect(
      specificationRows(makeBoat({ length: 31.5, year: 2021, location: 'Nassau, Bahamas', specifications: {} })),
    ).toEqual([
      { label: 'Length', value: '31.5 ft' },
      { label: 'Year', value: '2021' },
      { label: 'Location', value: 'Nassau, Bahamas' },
    ]);
  });

  it('adds the standard specifications that are present, in a fixed order with their labels', () => {
    const rows = specificationRows(
      makeBoat({
        specifications: {
          maxSpeed: '55 knots',
          beam: '9 ft 6 in',
          engines: 'Twin Mercury 300',
          draft: '22 in',
          fuelCapacity: '250 gal',
          cruisingSpeed: '35 knots',
        },
      }),
    );
    expect(rows.slice(3)).toEqual([
      { label: 'Beam', value: '9 ft 6 in' },
      { label: 'Draft', value: '22 in' },
      { label: 'Engines', value: 'Twin Mercury 300' },
      { label: 'Fuel Capacity', value: '250 gal' },
      { label: 'Cruising Speed', value: '35 knots' },
      { label: 'Max Speed', value: '55 knots' },
    ]);
  });

  it('leaves out missing or blank specifications; shows custom ones after the standard ones, in words', () => {
    const rows = specificationRows(
      makeBoat({
        specifications: { HullMaterial: 'Fiberglass', beam: '  ', draft: '3 ft', hullColor: 'White', x: ' ' },
      }),
    );
    expect(rows.slice(3)).toEqual([
      { label: 'Draft', value: '3 ft' },
      { label: 'Hull Material', value: 'Fiberglass' },
      { label: 'Hull Color', value: 'White' },
    ]);
  });
});
