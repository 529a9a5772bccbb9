import type { RxConflictHandler, RxConflictHandlerInput, WithDeleted } from 'rxdb';

type Doc = Record<string, unknown>;

/** Per field, how two sides' values become one when both changed it (instead of the later side winning). */
export type FieldMergers = Readonly<Record<string, (master: unknown, mine: unknown) => unknown>>;

/** Order-insensitive deep equality of plain JSON values (document fields). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => sameValue(x, b[i]));
  const ka = Object.keys(a as Doc).filter((k) => (a as Doc)[k] !== undefined);
  const kb = Object.keys(b as Doc).filter((k) => (b as Doc)[k] !== undefined);
  return ka.length === kb.length && ka.every((k) => sameValue((a as Doc)[k], (b as Doc)[k]));
}

/** Replicated fields only: RxDB's local meta (_meta, _rev, _attachments) never takes part; _deleted does. */
function fields(doc: Doc): Doc {
  const out: Doc = {};
  for (const [k, v] of Object.entries(doc)) if (!k.startsWith('_') || k === '_deleted') out[k] = v;
  return out;
}

function time(doc: Doc): number {
  const t = typeof doc.updatedAt === 'string' ? Date.parse(doc.updatedAt) : NaN;
  return Number.isFinite(t) ? t : 0;
}

/**
 * Field-level three-way merge of a local change (`newDocumentState`) with what the server now holds
 * (`realMasterState`), against the version the local change was based on (`assumedMasterState`):
 * - a top-level field only one side changed takes that side's value;
 * - a field both sides changed (differently) takes the value of the document with the later updatedAt
 *   (the server's on a tie);
 * - without a known base (both created the same id), every differing field counts as changed on both sides;
 * - a field with a merger of its own (a list both sides added to: a lead's history) takes what the merger makes of both.
 * The result is the master itself when nothing local survives; otherwise a new version whose updatedAt is
 * 1 ms after the later of the two, so it is pushed (and seen as pending) like any other change.
 */
export function mergeDocuments<D extends Doc>(
  input: {
    assumedMasterState?: D;
    realMasterState: D;
    newDocumentState: D;
  },
  mergers: FieldMergers = {},
): D {
  const master = fields(input.realMasterState);
  const mine = fields(input.newDocumentState);
  const base = input.assumedMasterState ? fields(input.assumedMasterState) : undefined;
  const mineIsLater = time(mine) > time(master);
  const merged: Doc = {};
  const keys = new Set([...Object.keys(master), ...Object.keys(mine)]);
  keys.delete('updatedAt');
  for (const key of keys) {
    const masterChanged = !base || !sameValue(base[key], master[key]);
    const mineChanged = !base || !sameValue(base[key], mine[key]);
    let value: unknown;
    if (sameValue(master[key], mine[key])) value = master[key];
    else if (mineChanged && !masterChanged) value = mine[key];
    else if (masterChanged && !mineChanged) value = master[key];
    else if (mergers[key]) value = mergers[key](master[key], mine[key]);
    else value = mineIsLater ? mine[key] : master[key];
    if (value !== undefined) merged[key] = value;
  }
  const masterFields = { ...master };
  delete masterFields.updatedAt;
  if (sameValue(merged, masterFields)) return input.realMasterState;
  merged.updatedAt = new Date(Math.max(time(mine), time(master)) + 1).toISOString();
  return merged as D;
}

/** RxDB conflict handler using the merge above, with the given fields' own mergers; equality ignores RxDB's local meta. */
export function fieldMergeConflictHandlerWith(mergers: FieldMergers = {}): RxConflictHandler<Doc> {
  return {
    isEqual(a, b) {
      return sameValue(fields(a), fields(b));
    },
    resolve(input: RxConflictHandlerInput<Doc>) {
      return Promise.resolve(
        mergeDocuments(
          input as {
            assumedMasterState?: WithDeleted<Doc>;
            realMasterState: WithDeleted<Doc>;
            newDocumentState: WithDeleted<Doc>;
          },
          mergers,
        ),
      );
    },
  };
}

/** The plain field-level merge (every field: one side's value, the later one when both changed it). */
export const fieldMergeConflictHandler = fieldMergeConflictHandlerWith();
