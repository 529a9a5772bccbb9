import type { RxJsonSchema } from 'rxdb';
import { withDefaults } from '@harbour/domain/schemas/doc-defaults';
import { documentProblems, type FieldSchema } from './document-problems';
import { particularsRefusal } from '@harbour/domain/schemas/particulars';

/** What a JSON schema cannot say: a listing's or submission's engine hours are no more than its engines. */
function crossFieldProblems(doc: Record<string, unknown>): string[] {
  if (doc.particulars === undefined) return [];
  const refusal = particularsRefusal(doc.particulars);
  return refusal ? [`particulars: ${refusal}`] : [];
}

/** A pulled document the replica kept out: enough to find it on the server. */
export interface UnreadableRecord {
  collection: string;
  id: string;
  problems: string[];
}

/** Where the door reports: a document kept out, and one let in (which may replace one kept out before). */
export interface DoorLog {
  unreadable(record: UnreadableRecord): void;
  readable?(collection: string, id: string): void;
}

/** Pure: a value of each required field that its schema accepts, so the tombstone below is itself a valid document. */
function placeholderOf(schema: FieldSchema, name = ''): unknown {
  if (schema.enum?.length) return schema.enum[0];
  const types = ([] as string[]).concat(schema.type ?? 'null');
  if (types.includes('null')) return null;
  if (types.includes('string')) return name.endsWith('At') ? new Date(0).toISOString() : '';
  if (types.includes('integer') || types.includes('number')) return schema.minimum ?? 0;
  if (types.includes('boolean')) return false;
  if (types.includes('array')) return [];
  return Object.fromEntries(
    (schema.required ?? [])
      .filter((key) => !key.startsWith('_')) // RxDB fills its own fields
      .map((key) => [key, placeholderOf(schema.properties?.[key] ?? {}, key)]),
  );
}

/**
 * Pure: a pulled document as the replica stores it. A readable one gets the defaults of fields it predates
 * (doc-defaults.ts) and loses top-level fields its schema does not know (no hostile extra megabytes on the device). An
 * unreadable one (document-problems.ts) is reported and stored as a deleted placeholder under its id: it shows on no
 * screen, and a later readable version from the server replaces it.
 */
export function atTheDoor<D extends { id: string; _deleted?: boolean }>(
  collection: string,
  schema: RxJsonSchema<unknown>,
  pulled: D,
  log: DoorLog,
  /** Whose field defaults apply, when not the collection's own (an owner's copy of a lead: 'ownerLeads'). */
  defaultsOf: string = collection,
): D {
  const doc = withDefaults(defaultsOf, pulled);
  const field = schema as unknown as FieldSchema;
  const problems = documentProblems(field, doc);
  // A deletion carries no fields worth reading: as it came when it still reads, else (a tombstone that keeps only the
  // id, finding N11) the placeholder under its id, so RxDB stores a valid document and the replica drops it.
  if (doc._deleted === true)
    return problems.length === 0 ? doc : ({ ...(placeholderOf(field) as object), id: doc.id, _deleted: true } as D);
  if (problems.length === 0) problems.push(...crossFieldProblems(doc));
  if (problems.length === 0) {
    log.readable?.(collection, String(doc.id));
    const known = Object.entries(doc).filter(([key]) => key.startsWith('_') || key in (field.properties ?? {}));
    return Object.fromEntries(known) as D;
  }
  log.unreadable({ collection, id: String(doc.id), problems });
  return { ...(placeholderOf(field) as object), id: doc.id, _deleted: true } as D;
}
