/**
 * Pure: whether a replication error is the rules refusing this session (Firestore's 'permission-denied'), as RxDB
 * reports it: the error itself, a pull's errors (RC_PULL `parameters.errors`, plain JSON) or a listener's (RC_STREAM
 * `parameters.error`).
 */
export function isPermissionDenied(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const e = error as { code?: unknown; parameters?: { error?: unknown; errors?: unknown } };
  if (e.code === 'permission-denied') return true;
  const inner = [e.parameters?.error, ...(Array.isArray(e.parameters?.errors) ? e.parameters.errors : [])];
  return inner.some((i) => (i as { code?: unknown } | null)?.code === 'permission-denied');
}
