/**
 * The check at the door of every replica: what the backend sends may have been written by anyone holding the public
 * web config (bypassing the app's forms), so each pulled document is read against its RxDB schema before it enters
 * the device. A plain walker over the JSON-schema keywords the app's schemas use, not ajv: ajv compiles validators
 * with `new Function`, which the site's Content-Security-Policy does not allow.
 */
type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'null' | 'object' | 'array';

export interface FieldSchema {
  type?: JsonType | JsonType[];
  properties?: Record<string, FieldSchema>;
  required?: readonly string[];
  additionalProperties?: FieldSchema | boolean;
  items?: FieldSchema;
  maxItems?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  enum?: readonly unknown[];
}

/** How many problems a document reports at most (enough to find it; a hostile document may have thousands). */
const MAX_PROBLEMS = 5;

/** A stored date: ISO 8601, a date or a date-time, on a real day. Every field named `…At` holds one. */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
export function isStoredDate(value: string): boolean {
  const parts = ISO_DATE.exec(value);
  if (!parts) return false;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth) return false;
  return !Number.isNaN(new Date(parts[4] ? value : `${value}T00:00:00Z`).getTime());
}

/** RxDB's own top-level fields (_deleted, _rev, _meta, _attachments): its schema lists them, the server never sends them. */
const isBookkeeping = (path: string, key: string) => !path && key.startsWith('_');

function typeOf(value: unknown): JsonType | 'other' {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  switch (typeof value) {
    case 'string':
      return 'string';
    case 'boolean':
      return 'boolean';
    case 'number':
      return Number.isFinite(value) ? (Number.isInteger(value) ? 'integer' : 'number') : 'other';
    case 'object':
      return 'object';
    default:
      return 'other';
  }
}

function allows(types: JsonType[], actual: JsonType | 'other'): boolean {
  return types.includes(actual as JsonType) || (actual === 'integer' && types.includes('number'));
}

/** Code points, as JSON Schema's maxLength counts them; a string far over the limit is not walked. */
function tooLong(value: string, max: number): boolean {
  if (value.length <= max) return false;
  if (value.length > max * 2) return true;
  return [...value].length > max;
}

function walk(schema: FieldSchema, value: unknown, path: string, name: string, out: string[]): void {
  if (out.length >= MAX_PROBLEMS) return;
  const at = path || 'document';
  const actual = typeOf(value);
  const types = schema.type === undefined ? undefined : ([] as JsonType[]).concat(schema.type);
  if (types && !allows(types, actual)) {
    out.push(`${at}: expected ${types.join(' or ')}, found ${actual === 'other' ? typeof value : actual}`);
    return;
  }
  if (schema.enum && !schema.enum.includes(value)) out.push(`${at}: not one of the allowed values`);
  if (typeof value === 'string') {
    if (schema.maxLength !== undefined && tooLong(value, schema.maxLength))
      out.push(`${at}: longer than ${schema.maxLength} characters`);
    else if (name.endsWith('At') && !isStoredDate(value)) out.push(`${at}: not a date`);
  }
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum) out.push(`${at}: below ${schema.minimum}`);
    if (schema.maximum !== undefined && value > schema.maximum) out.push(`${at}: above ${schema.maximum}`);
  }
  if (Array.isArray(value)) {
    if (schema.maxItems !== undefined && value.length > schema.maxItems)
      out.push(`${at}: more than ${schema.maxItems} items`);
    else if (schema.items) value.forEach((item, i) => walk(schema.items!, item, `${at}[${i}]`, name, out));
  }
  if (actual === 'object' && (schema.properties || schema.additionalProperties)) {
    const record = value as Record<string, unknown>;
    for (const key of schema.required ?? [])
      if (record[key] === undefined && !isBookkeeping(path, key) && out.length < MAX_PROBLEMS)
        out.push(`${path ? `${path}.` : ''}${key}: missing`);
    for (const [key, child] of Object.entries(record)) {
      if (child === undefined || isBookkeeping(path, key)) continue;
      const known = schema.properties?.[key];
      const next = path ? `${path}.${key}` : key;
      if (known) walk(known, child, next, key, out);
      else if (typeof schema.additionalProperties === 'object')
        walk(schema.additionalProperties, child, next, key, out);
      else if (path) out.push(`${next}: not a known field`);
    }
  }
}

/** Pure: what is wrong with a stored document by its schema (at most a few, each naming the field); none = readable. */
export function documentProblems(schema: FieldSchema, doc: unknown): string[] {
  const out: string[] = [];
  walk(schema, doc, '', '', out);
  return out;
}
