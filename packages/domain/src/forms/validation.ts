import * as v from 'valibot';

/** Field name → first message, as forms show them (inline under each field). */
export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

export type ValidationResult<T, K extends string> =
  { ok: true; value: T } | { ok: false; errors: FieldErrors<K>; firstError: string };

/**
 * Runs a valibot object schema and keeps the first message per field, in schema order. A message about part of a
 * field (an item of a list, a key of a map) belongs to the field: the form shows it under that field.
 */
export function validateForm<TSchema extends v.GenericSchema, K extends string>(
  schema: TSchema,
  input: unknown,
): ValidationResult<v.InferOutput<TSchema>, K> {
  const result = v.safeParse(schema, input);
  if (result.success) return { ok: true, value: result.output };
  const errors: FieldErrors<K> = {};
  for (const issue of result.issues) {
    const key = (v.getDotPath(issue) ?? '').split('.')[0] as K;
    if (errors[key] === undefined) errors[key] = issue.message;
  }
  return { ok: false, errors, firstError: result.issues[0]?.message ?? 'Invalid input' };
}
