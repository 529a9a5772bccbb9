/**
 * The JSON Schema (a draft-04 subset) the document schemas are written in: what the browser's RxDB stores and
 * validates by, and what the replicas' door (src/data/door) reads. Declared here rather than taken from RxDB so the
 * rules stay free of it: these types are a subset of RxDB's `JsonSchema` and `RxJsonSchema`, so RxDB takes a schema
 * written here as it is.
 */
export type JsonSchemaType = 'array' | 'boolean' | 'integer' | 'number' | 'null' | 'object' | 'string';

/** One field's schema (a nested object's fields are JsonSchemas too). */
export interface JsonSchema {
  type?: JsonSchemaType | JsonSchemaType[] | readonly JsonSchemaType[];
  description?: string;
  properties?: { [field: string]: JsonSchema };
  required?: string[] | readonly string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema | JsonSchema[] | readonly JsonSchema[];
  enum?: unknown[] | readonly unknown[];
  format?: string;
  pattern?: string;
  maxLength?: number;
  minLength?: number;
  maximum?: number;
  minimum?: number;
  multipleOf?: number;
  maxItems?: number;
  minItems?: number;
  uniqueItems?: boolean;
}

/** A field of the document itself (top level): it may also name a default. */
export interface TopLevelProperty extends JsonSchema {
  default?: unknown;
}

/** A collection's document schema: one property per field of T, keyed by the id field. */
export interface DocumentSchema<T> {
  title?: string;
  description?: string;
  version: number;
  primaryKey: Extract<keyof T, string>;
  type: 'object';
  properties: { [K in Extract<keyof T, string>]: TopLevelProperty };
  required?: Extract<keyof T, string>[] | readonly Extract<keyof T, string>[];
  indexes?: (string | string[])[] | readonly (string | readonly string[])[];
  additionalProperties?: false;
}
