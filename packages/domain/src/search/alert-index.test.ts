import { describe, expect, it } from 'vitest';
import { alertIndexKeys, ANY_TYPE_KEY, listingAlertKeys } from './alert-index';
import { listingMatchesSearchAlert } from './search-alert-match';

const NOW = new Date('2026-11-29T09:00:00.000Z');
const listing = (type: string) => ({
  id: `b-${type}`,
  year: 2021,
  make: 'Lagoon',
  model: '42',
  type,
  condition: 'excellent',
  price: 689000,
  length: 42,
  location: 'Nassau, Bahamas',
  status: 'active',
  createdAt: '2026-11-20T00:00:00.000Z',
  updatedAt: '2026-11-20T00:00:00.000Z',
});
const searches = [
  'type=Catamaran&priceMax=900000',
  'type=Center+Console',
  'location=Nassau%2C+Bahamas',
  'q=lagoon',
  'priceMax=100000',
  '',
];

describe('finding N2: the alerts index', () => {
  it('keys an account by the types its alerts ask for, any type once', () => {
    expect(
      alertIndexKeys([{ params: 'type=Catamaran' }, { params: 'q=x' }, { params: 'type=Catamaran&priceMax=1' }]),
    ).toEqual([ANY_TYPE_KEY, 'type:Catamaran']);
    expect(alertIndexKeys([])).toEqual([]);
  });

  it('never hides an alert that finds the listing: a match always shares a key with it', () => {
    for (const type of ['Catamaran', 'Center Console', 'Sport Fisher'])
      for (const params of searches) {
        const found = listingMatchesSearchAlert(params, listing(type), NOW);
        const shares = alertIndexKeys([{ params }]).some((k) => listingAlertKeys(listing(type)).includes(k));
        if (found) expect(shares, `${params} finds a ${type}`).toBe(true);
      }
  });

  it('narrows: an alert for another type is not asked', () => {
    const keys = listingAlertKeys(listing('Catamaran'));
    expect(alertIndexKeys([{ params: 'type=Center+Console' }]).some((k) => keys.includes(k))).toBe(false);
    expect(listingAlertKeys({})).toEqual([ANY_TYPE_KEY]);
  });
});
