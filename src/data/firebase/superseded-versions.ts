import type { RxCollection, RxConflictHandler } from 'rxdb';

type Doc = Record<string, unknown>;

/** How many past versions of one document are kept: a pull is in flight for one or two pushes, not more. */
const KEPT_PER_DOCUMENT = 8;

/**
 * Versions of documents the server has moved past, as far as this device's pushes have seen: the version a push
 * overwrote, and the version a push started from when the server held another one.
 *
 * Why: RxDB's downstream applies a pulled version when the replica equals what the replica last pushed. A pull that
 * read the server just before a push committed arrives after it (its read and the push overlap), and would move the
 * document back to the version the push replaced; the next local edit is then made on that old copy, and the server
 * keeps the pushed one. Seen as a listing document stuck at "Waiting to upload" (#29). Such a pulled version is one of
 * these, and is never applied (see guardAgainstSupersededPulls).
 */
export class SupersededVersions {
  private readonly byId = new Map<string, Doc[]>();

  constructor(private readonly isEqual: (a: Doc, b: Doc) => boolean) {}

  add(id: string, version: Doc): void {
    const versions = this.byId.get(id) ?? [];
    if (versions.some((v) => this.isEqual(v, version))) return;
    versions.push(version);
    if (versions.length > KEPT_PER_DOCUMENT) versions.shift();
    this.byId.set(id, versions);
  }

  has(id: string, version: Doc): boolean {
    return (this.byId.get(id) ?? []).some((v) => this.isEqual(v, version));
  }
}

/**
 * The collection's conflict handler, except that a pulled version the server has moved past counts as what the
 * replica already holds. RxDB's downstream asks `isEqual(pulled, replica, 'downstream-check-if-equal-1')` before it
 * writes a pulled version; "equal" there makes it leave the replica as it is (and its record of the server too).
 * Every other question goes to the handler unchanged.
 */
export function guardAgainstSupersededPulls(
  handler: RxConflictHandler<Doc>,
  superseded: SupersededVersions,
  primaryPath: string,
): RxConflictHandler<Doc> {
  return {
    isEqual(a, b, context) {
      if (context === 'downstream-check-if-equal-1' && superseded.has(String(a[primaryPath]), a)) return true;
      return handler.isEqual(a, b, context);
    },
    resolve: (input, context) => handler.resolve(input, context),
  };
}

const ofCollection = new WeakMap<object, SupersededVersions>();

/**
 * The superseded versions of a replicated collection's documents, its conflict handler guarded once (replications
 * read the handler when they start, after this).
 */
export function supersededVersionsOf(collection: RxCollection): SupersededVersions {
  let superseded = ofCollection.get(collection);
  if (!superseded) {
    const handler = collection.conflictHandler as RxConflictHandler<Doc>;
    superseded = new SupersededVersions((a, b) => handler.isEqual(a as never, b as never, 'superseded-versions'));
    collection.conflictHandler = guardAgainstSupersededPulls(
      handler,
      superseded,
      collection.schema.primaryPath as string,
    ) as never;
    ofCollection.set(collection, superseded);
  }
  return superseded;
}
