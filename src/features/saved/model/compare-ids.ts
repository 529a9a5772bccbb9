// No imports: the /compare route checks its URL with this, and route checks are part of every page's first load.

/** Boats side by side: at least two, at most four (a phone shows two columns at once, a desktop four). */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;

const ID = /^[A-Za-z0-9_-]{1,128}$/;

/** Pure: the boat ids of `/compare?boats=a,b`: well-formed, each once, at most COMPARE_MAX (the rest ignored). */
export function parseCompareIds(raw: unknown): string[] {
  const text = typeof raw === 'string' ? raw : Array.isArray(raw) ? raw.join(',') : '';
  const ids = text
    .split(',')
    .map((id) => id.trim())
    .filter((id) => ID.test(id));
  return [...new Set(ids)].slice(0, COMPARE_MAX);
}

/** Pure: the URL value for these boats. */
export const compareParam = (ids: readonly string[]): string => ids.slice(0, COMPARE_MAX).join(',');
