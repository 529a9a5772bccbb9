import type { Plugin } from 'vite';

/** RxDB's file that holds sortObject (schema normalisation and query cache keys). */
const SORT_OBJECT_FILE = /[\\/]node_modules[\\/]rxdb[\\/]dist[\\/]esm[\\/]plugins[\\/]utils[\\/]utils-object\.js$/;
const LOCALE_COMPARE = 'a.localeCompare(b)';
const CODE_UNIT_COMPARE = '(a < b ? -1 : a > b ? 1 : 0)';
/** sortObject compares strings twice: array items (unused by RxDB's callers) and object keys. */
const EXPECTED = 2;

/**
 * Pure: RxDB's sortObject with its keys ordered by code units instead of `localeCompare`. RxDB normalises every
 * schema with sortObject while a collection is created; its first `localeCompare` loads ICU's collation data, the
 * longest task of opening the public database on a first visit (15–30 ms here, 4x on a phone). The order only feeds
 * the schema hash and query cache keys; RxDB itself compares schema contents when a stored hash differs, because
 * the locale order differs between devices (rx-database.js, pubkey/rxdb#9128). Throws when RxDB's code changed.
 */
export function orderKeysByCodeUnits(code: string): string {
  const found = code.split(LOCALE_COMPARE).length - 1;
  if (found !== EXPECTED) {
    throw new Error(
      `rxdb-key-order: expected ${EXPECTED} "${LOCALE_COMPARE}" in RxDB's utils-object.js, found ${found}; check sortObject after the RxDB upgrade`,
    );
  }
  return code.replaceAll(LOCALE_COMPARE, CODE_UNIT_COMPARE);
}

/** Applies orderKeysByCodeUnits to RxDB's utils-object.js in the build. */
export function rxdbKeyOrder(): Plugin {
  return {
    name: 'rxdb-key-order',
    transform(code, id) {
      return SORT_OBJECT_FILE.test(id) ? { code: orderKeysByCodeUnits(code), map: null } : null;
    },
  };
}
