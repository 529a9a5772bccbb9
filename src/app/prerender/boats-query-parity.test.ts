import { describe, expect, it } from 'vitest';
import { createMemoryHistory, defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router';
import { createAppRouter } from '@/app/router';
import { canonicalBoatsQuery } from '@harbour/domain/search/boats-query';
import { parseBoatsSearch, parseBoatsSearchDefined } from '@harbour/domain/search/search-params';

// Finding N12: the `preview` function redirects every /boats URL to its canonical query
// (@harbour/domain/search/boats-query) and renders only that. Held here to the app's own router: the redirect shows the
// search the original URL showed, and the router takes the canonical URL as it is (no rewrite, so the rendered page
// is hydrated: hydration.ts wants the rendered URL to be the visit's).

const QUERIES = [
  '',
  '?x=1&utm_source=news',
  '?sort=price-asc&type=Sailboat&q=catamaran',
  '?sort=bogus&condition=zzz&type=%7B%22x%22%3A1%7D',
  '?priceMax=lots&yearMin=2015&fuel=coal&cabins=-2&lengthMax=%7B%7D&sort=bogus',
  '?priceMin=900000&priceMax=100000',
  '?q=a&q=b&sort=price-desc',
  '?q=2022',
  '?q=%222022%22',
  '?q=true&location=null&type=false',
  '?q=%5B1%2C2%5D&type=-3',
  '?q=%20sea%20ray%20&type=Center+Console',
  '?lengthMin=30.04&lengthMax=040.0&priceMin=1e3&yearMax=2026.4',
  '?sold=1&sold=1',
  '?sold=%221%22&hoursMax=0&cabins=1',
  `?location=${encodeURIComponent("Governor's Harbour, Eleuthera, Bahamas")}&hull=fiberglass`,
  '?q=%3Cscript%3E&type=%22%3E',
  `?q=${'y'.repeat(300)}`,
];

/** The search the app's /boats route shows for a query string (its router's parse, then the route's check). */
const shown = (query: string) => parseBoatsSearchDefined(defaultParseSearch(query));

describe('finding N12: the canonical /boats query is the app router’s own', () => {
  it.each(QUERIES)('%s: the canonical query shows the same search, written as the router writes it', (query) => {
    const canonical = canonicalBoatsQuery(query);
    expect(shown(canonical ? `?${canonical}` : '')).toEqual(shown(query));
    expect(defaultStringifySearch(parseBoatsSearch(defaultParseSearch(canonical)))).toBe(
      canonical ? `?${canonical}` : '',
    );
  });

  it.each(QUERIES.filter(Boolean))('%s: a server router loads the canonical URL without a redirect', async (query) => {
    const canonical = canonicalBoatsQuery(query);
    const url = canonical ? `/boats?${canonical}` : '/boats';
    const router = createAppRouter(createMemoryHistory({ initialEntries: [url] }), {
      scrollRestoration: false,
      isServer: true,
    });
    await router.load();
    // A server router answers a URL its check would rewrite with a redirect and no matches (render-route.tsx).
    expect(router.state.matches.length).toBeGreaterThan(0);
    expect(router.state.location.href).toBe(url);
  });
});
