import { describe, expect, it } from 'vitest';
import { makeBoat } from '../boats/test-boats';
import { boatMatchesSearch, boatsMatchingSearch, searchFromParams, searchParamsOf } from './search-match';
import { indexBoats } from './search';
import { selectBoats } from './filters';
import { parseBoatsSearchDefined } from './search-params';
import { filtersFromSearch } from './search-filters';

const now = new Date('2026-11-26T12:00:00.000Z');

describe('a search as a saved search keeps it', () => {
  it('is the URL params without the sort, and reads back as the same search', () => {
    const search = parseBoatsSearchDefined({
      q: 'whaler',
      type: 'Center Console',
      priceMax: 500000,
      sort: 'price-asc',
    });
    const params = searchParamsOf(search);
    expect(params).toBe('q=whaler&type=Center+Console&priceMax=500000');
    expect(searchFromParams(params)).toEqual({ q: 'whaler', type: 'Center Console', priceMax: 500000 });
    expect(searchParamsOf({})).toBe('');
    expect(searchParamsOf({ sold: 1, lengthMin: 30.5 })).toBe('sold=1&lengthMin=30.5');
    expect(searchFromParams('sold=1&lengthMin=30.5')).toEqual({ sold: 1, lengthMin: 30.5 });
  });

  it('params edited by hand are checked like a URL: bad values are dropped, never thrown', () => {
    expect(searchFromParams('priceMin=cheap&type=Catamaran&fuel=steam')).toEqual({ type: 'Catamaran' });
    expect(searchFromParams('%%%')).toEqual({});
  });
});

describe('which boats a search finds', () => {
  const boats = [
    makeBoat({ id: 'cc', type: 'Center Console', price: 65000 }),
    makeBoat({ id: 'cat', type: 'Catamaran', price: 900000 }),
    makeBoat({ id: 'offer', type: 'Center Console', price: 70000, status: 'under_offer' }),
    makeBoat({ id: 'draft', type: 'Center Console', status: 'draft' }),
    makeBoat({
      id: 'sold',
      type: 'Center Console',
      status: 'sold',
      showAsSold: true,
      soldAt: '2026-11-20T00:00:00.000Z',
    }),
  ];

  it('the same boats as the /boats list for those filters (one rule: boatMatcher)', () => {
    const search = { type: 'Center Console', priceMax: 100000 };
    const forSale = boats.filter((b) => b.status === 'active' || b.status === 'under_offer');
    const listed = selectBoats(indexBoats(forSale), filtersFromSearch(search)).map((b) => b.id);
    expect(boatsMatchingSearch(search, boats, now).map((b) => b.id)).toEqual(['cc', 'offer']);
    expect([...listed].sort()).toEqual(['cc', 'offer']);
  });

  it('sold boats only when the search asks for them; drafts never', () => {
    expect(boatMatchesSearch({ type: 'Center Console' }, boats[4]!, now)).toBe(false);
    expect(boatMatchesSearch({ type: 'Center Console', sold: 1 }, boats[4]!, now)).toBe(true);
    expect(boatMatchesSearch({}, boats[3]!, now)).toBe(false);
    expect(boatMatchesSearch({ type: 'Catamaran' }, boats[1]!, now)).toBe(true);
    expect(boatMatchesSearch({ type: 'Catamaran', priceMax: 800000 }, boats[1]!, now)).toBe(false);
  });
});
