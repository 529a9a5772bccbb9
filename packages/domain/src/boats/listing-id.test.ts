import { describe, expect, it } from 'vitest';
import { newListingId } from './listing-id';

describe('newListingId', () => {
  it('reads as the boat: make, model and year, then a random tail', () => {
    expect(newListingId({ make: 'Sea Ray', model: '280 Sundancer', year: 2019 }, 'k3f9q2')).toBe(
      'sea-ray-280-sundancer-2019-k3f9q2',
    );
    expect(newListingId({ make: 'Bénéteau', model: 'Oceanis 46.1', year: 2021 }, 'aaaaaa')).toBe(
      'beneteau-oceanis-461-2021-aaaaaa',
    );
  });

  it('is unique for two boats of one make, model and year (its tail is random)', () => {
    const boat = { make: 'Boston Whaler', model: '330 Outrage', year: 2020 };
    const ids = new Set(Array.from({ length: 200 }, () => newListingId(boat)));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(/^boston-whaler-330-outrage-2020-[a-z0-9]{6}$/);
  });

  it('stays a valid address: at most 64 letters, digits and hyphens, whatever was typed', () => {
    const long = newListingId({ make: 'M'.repeat(80), model: '«»/?#', year: 2024 });
    expect(long.length).toBeLessThanOrEqual(64);
    expect(long).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(newListingId({ make: '???', model: '!!!', year: 2024 }, 'zzzzzz')).toBe('boat-2024-zzzzzz');
  });
});
