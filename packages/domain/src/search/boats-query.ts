import { parseBoatsSearchDefined, SEARCH_KEYS } from './search-params';

/**
 * The one query string of a /boats search (#32 N12). The `preview` function renders /boats per request, and Hosting's
 * CDN keeps a rendered page per URL: any made-up parameter (`/boats?x=<random>`) was a fresh render. So the function
 * answers every other spelling with a redirect to this one, and only it is rendered and cached.
 *
 * The app's router (TanStack's default search serialisation) reads a query as below and writes a search the way
 * `boatsQueryOf` does, so the redirect's target shows what the original URL showed, and the router keeps it as it is
 * (src/app/prerender/boats-query-parity.test.ts holds this to the router's own functions).
 */

/** The router's test for a value it tries to read as JSON (router-core searchParams.ts). */
const JSON_START = /^(?:\s|["[{\d-]|fa|nu|tr)/;

/** A value as the router's decode reads it (router-core qss.ts toValue): booleans and plain numbers become such. */
function routerValue(text: string): unknown {
  if (!text) return '';
  if (text === 'false') return false;
  if (text === 'true') return true;
  const n = +text;
  const plain = n * 0 === 0 && `${n}` === text ? n : text;
  if (typeof plain !== 'string' || !JSON_START.test(plain)) return plain;
  try {
    return JSON.parse(plain) as unknown;
  } catch {
    return plain;
  }
}

/**
 * Pure: the raw search a query string gives the router: a key given twice is a list (which no /boats parameter
 * takes, so the check drops it).
 */
function routerSearch(query: string): Record<string, unknown> {
  const raw: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const [key, text] of new URLSearchParams(query.startsWith('?') ? query.slice(1) : query)) {
    const value = routerValue(text);
    const before = raw[key];
    raw[key] = before === undefined ? value : Array.isArray(before) ? [...before, value] : [before, value];
  }
  return raw;
}

/** A text value as the router writes it: quoted when it would otherwise read back as something else ('2022', 'true'). */
function written(value: string | number): string {
  if (typeof value === 'number' || !JSON_START.test(value)) return String(value);
  try {
    JSON.parse(value);
    return JSON.stringify(value);
  } catch {
    return value;
  }
}

/**
 * Pure: the query string (without '?', '' for none) of a /boats URL whose query is `query` (with or without '?'):
 * only the parameters /boats reads, each with a value its check keeps (parseBoatsSearchDefined), in the URL's order
 * (SEARCH_KEYS), as the router writes them. Unknown keys, bad values, keys given twice and defaults are left out.
 */
export function canonicalBoatsQuery(query: string): string {
  const search = parseBoatsSearchDefined(routerSearch(query)) as Record<string, string | number | undefined>;
  const params = new URLSearchParams();
  for (const key of SEARCH_KEYS) {
    const value = search[key];
    if (value !== undefined) params.set(key, written(value));
  }
  return params.toString();
}
