/**
 * A hard-to-guess id (a file's, a download token): a random UUID, or, where the browser has none (an insecure origin,
 * an old engine), `{prefix}-{time}-{random}`.
 */
export function randomId(prefix: string): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}
