import { isModuleLoadFailure } from './import-again';

/**
 * When the browser refuses more IndexedDB space, a write fails with a QuotaExceededError. It can arrive
 * as the DOMException itself, as Dexie's QuotaExceededError/AbortError with the DOMException as `inner`,
 * or wrapped by RxDB (an RxError whose `parameters` hold the storage's error, or a `cause`). These helpers
 * recognise every shape so the forms can tell the user what happened instead of a generic failure.
 */

export const QUOTA_MESSAGE =
  'This device is out of storage space. Free up space (or remove old photos) and try again — nothing you saved before is affected.';

/**
 * A write whose code could not be fetched: the connection dropped before a first visit's page had all of its code
 * (the service worker keeps it for the visits after). Nothing was written.
 */
export const CODE_NOT_LOADED_MESSAGE =
  'The connection dropped before this page had finished loading, so this was not saved. Try again once you have signal.';

const QUOTA_NAMES = new Set(['QuotaExceededError', 'NS_ERROR_DOM_QUOTA_REACHED']);
/** The legacy DOMException code for QUOTA_EXCEEDED_ERR. */
const QUOTA_CODE = 22;
const MAX_DEPTH = 6;

function isQuotaLike(value: Record<string, unknown>): boolean {
  const name = value.name;
  if (typeof name === 'string' && QUOTA_NAMES.has(name)) return true;
  // A DOMException (or Dexie error mirroring one) with the legacy quota code.
  if (
    value.code === QUOTA_CODE &&
    typeof name === 'string' &&
    /exception|error/i.test(name) &&
    typeof value.message === 'string'
  )
    return true;
  return false;
}

function search(value: unknown, depth: number, seen: Set<unknown>): boolean {
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH || seen.has(value)) return false;
  seen.add(value);
  if (Array.isArray(value)) return value.some((item) => search(item, depth + 1, seen));
  let record: Record<string, unknown>;
  try {
    record = value as Record<string, unknown>;
    if (isQuotaLike(record)) return true;
  } catch {
    return false;
  }
  // Dexie: inner, failures (BulkError); RxDB: parameters (an object of anything), cause; AggregateError: errors.
  for (const key of ['inner', 'cause', 'parameters', 'failures', 'errors', 'error', 'writeError', 'originalError']) {
    let child: unknown;
    try {
      child = record[key];
    } catch {
      continue;
    }
    if (child === undefined || child === null) continue;
    if (key === 'parameters' || key === 'failures') {
      // A plain bag of values (RxDB parameters, Dexie failures keyed by index): look into each.
      if (typeof child === 'object' && !Array.isArray(child) && !isQuotaLike(child as Record<string, unknown>)) {
        if (Object.values(child as Record<string, unknown>).some((item) => search(item, depth + 1, seen))) return true;
        continue;
      }
    }
    if (search(child, depth + 1, seen)) return true;
  }
  return false;
}

/** Whether a write failed because the browser refused more storage space (any wrapping). */
export function isQuotaError(error: unknown): boolean {
  return search(error, 0, new Set());
}

/** What to tell the user about a failed write, when there is something specific to say; null = the caller's generic message. */
export function userMessageForWriteError(error: unknown): string | null {
  if (isQuotaError(error)) return QUOTA_MESSAGE;
  return isModuleLoadFailure(error) ? CODE_NOT_LOADED_MESSAGE : null;
}
