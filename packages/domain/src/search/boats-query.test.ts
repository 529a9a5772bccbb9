import { describe, expect, it } from 'vitest';
import { canonicalBoatsQuery } from './boats-query';

describe('finding N12: one query string per /boats search', () => {
  it('a plain /boats, or only what /boats does not read, is no query at all', () => {
    for (const query of ['', '?', '?x=1', 'utm_source=news&fbclid=abc', '?sort=bogus', '?a=1&b=2&c=3', '?&&&=&'])
      expect(canonicalBoatsQuery(query), query).toBe('');
  });

  it('keeps the parameters /boats reads, in the URL’s order, whatever order they came in', () => {
    expect(canonicalBoatsQuery('?sort=price-asc&type=Sailboat&q=catamaran')).toBe(
      'q=catamaran&type=Sailboat&sort=price-asc',
    );
    expect(canonicalBoatsQuery('hoursMax=500&cabins=2&hull=fiberglass&fuel=diesel&location=Nassau')).toBe(
      'location=Nassau&fuel=diesel&hull=fiberglass&cabins=2&hoursMax=500',
    );
    expect(canonicalBoatsQuery('?sold=1&condition=used')).toBe('condition=used&sold=1');
  });

  it('leaves out bad values, defaults and keys given twice', () => {
    expect(canonicalBoatsQuery('?sort=bogus&condition=zzz&fuel=coal&cabins=-2&priceMax=lots&yearMin=2015')).toBe(
      'yearMin=2015',
    );
    expect(canonicalBoatsQuery('?type=all&location=all&sold=2&q=%20%20')).toBe('');
    expect(canonicalBoatsQuery('?q=a&q=b&sort=price-asc')).toBe('sort=price-asc');
    expect(canonicalBoatsQuery('?type=%7B%22x%22%3A1%7D')).toBe('');
  });

  it('writes each value one way: numbers rounded, ranges in order, text trimmed and cut, spaces as +', () => {
    expect(canonicalBoatsQuery('?priceMin=900000&priceMax=100000')).toBe('priceMin=100000&priceMax=900000');
    expect(canonicalBoatsQuery('?lengthMin=30.04&lengthMax=040.0&priceMin=1e3')).toBe(
      'priceMin=1000&lengthMin=30&lengthMax=40',
    );
    expect(canonicalBoatsQuery('?q=%20sea%20ray%20')).toBe('q=sea+ray');
    expect(canonicalBoatsQuery('?q=sea+ray')).toBe('q=sea+ray');
    expect(canonicalBoatsQuery(`?q=${'x'.repeat(500)}`)).toBe(`q=${'x'.repeat(200)}`);
    // Text that would read back as a number or JSON is quoted, as the router writes it.
    expect(canonicalBoatsQuery('?q=2022')).toBe('q=%222022%22');
    expect(canonicalBoatsQuery('?q=%222022%22')).toBe('q=%222022%22');
    expect(canonicalBoatsQuery('?type=Center+Console')).toBe('type=Center+Console');
  });

  it('is its own fixed point: the canonical query comes back unchanged', () => {
    for (const query of [
      '?sort=price-asc&type=Sailboat&q=catamaran',
      '?q=2022&priceMin=5&priceMax=1',
      '?q=true&location=null',
      '?q=%5B1%5D&type=-3',
      '?lengthMin=12.34',
    ]) {
      const once = canonicalBoatsQuery(query);
      expect(canonicalBoatsQuery(once), query).toBe(once);
    }
  });
});
