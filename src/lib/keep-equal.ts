const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
};

const idOf = (value: unknown): string | undefined => {
  const id = isPlainObject(value) ? value.id : undefined;
  return typeof id === 'string' ? id : undefined;
};

/**
 * Pure structural sharing: `next`, except that every part deeply equal to the same part of `prev` is `prev`'s object.
 * When nothing changed the answer is `prev` itself, so React's memo and useMemo see the same references: a live
 * query that answers again with the same data (e.g. the database taking over from the first-visit snapshot)
 * re-renders nothing, and one changed boat re-renders one card. Plain objects and arrays only; key order is ignored.
 * Items of an array that carry a string `id` (records) are matched by id, so records in another order keep theirs.
 */
export function keepEqual<T>(prev: unknown, next: T): T {
  if (Object.is(prev, next)) return prev as T;
  if (Array.isArray(prev) && Array.isArray(next)) {
    const byId = new Map<string, unknown>();
    for (const item of prev) {
      const id = idOf(item);
      if (id !== undefined) byId.set(id, item);
    }
    const shared = next.map((item, i) => {
      const id = idOf(item);
      return keepEqual(id !== undefined && byId.has(id) ? byId.get(id) : prev[i], item);
    });
    return (prev.length === next.length && shared.every((item, i) => item === prev[i]) ? prev : shared) as T;
  }
  if (isPlainObject(prev) && isPlainObject(next)) {
    const keys = Object.keys(next);
    const shared: Record<string, unknown> = {};
    let same = keys.length === Object.keys(prev).length;
    for (const key of keys) {
      shared[key] = keepEqual(prev[key], next[key]);
      same &&= Object.hasOwn(prev, key) && shared[key] === prev[key];
    }
    return (same ? prev : shared) as T;
  }
  return next;
}
