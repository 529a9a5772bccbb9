import { describe, expect, it } from 'vitest';
import { moreFiltersCount } from './more-filters-count';

describe('moreFiltersCount', () => {
  it('counts none for the filters on the bar itself', () => {
    expect(moreFiltersCount({})).toBe(0);
    expect(
      moreFiltersCount({ q: 'sea ray', type: 'Center Console', condition: 'used', sort: 'year-desc', sold: 1 }),
    ).toBe(0);
  });

  it('counts a range once, with one end or both', () => {
    expect(moreFiltersCount({ priceMin: 50_000 })).toBe(1);
    expect(moreFiltersCount({ priceMin: 50_000, priceMax: 500_000 })).toBe(1);
    expect(moreFiltersCount({ priceMax: 500_000, lengthMin: 20, yearMax: 2020 })).toBe(3);
  });

  it('counts each of the others', () => {
    expect(
      moreFiltersCount({
        priceMin: 1,
        lengthMax: 40,
        yearMin: 2000,
        location: 'Nassau',
        fuel: 'diesel',
        hull: 'fiberglass',
        cabins: 2,
        hoursMax: 500,
      }),
    ).toBe(8);
  });
});
