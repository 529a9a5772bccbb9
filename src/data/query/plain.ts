import type { RxDocument } from 'rxdb';

/**
 * A stored document as the plain object its schema describes (a shallow copy without RxDB's meta fields). RxDB types
 * it as deeply read-only; the app treats records as values (nothing changes one in place, actions build new ones),
 * so this is the one place that drops that type. No deep copy: a list of 5,000 boats stays cheap to read.
 */
export function plain<T>(doc: RxDocument<T>): T {
  return doc.toJSON() as T;
}

/** plain() for each document of a query result. */
export function plainAll<T>(docs: readonly RxDocument<T>[]): T[] {
  return docs.map(plain);
}

/** plain() for a findOne result (null when there is none). */
export function plainOrNull<T>(doc: RxDocument<T> | null): T | null {
  return doc ? plain(doc) : null;
}

/** plain() where the collection is chosen at run time (code over every collection): the caller names the type. */
export function plainAs<T>(doc: { toJSON(): unknown }): T {
  return doc.toJSON() as T;
}
