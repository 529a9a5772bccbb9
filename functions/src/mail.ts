/** Where the Firebase "Trigger Email" extension picks up what to send. */
export const MAIL = 'mail';

/**
 * How long a mail document is kept (finding N14: each holds an address and, for a lead, the visitor's message). The
 * extension sends within minutes and records the delivery on the document; a month leaves time to look into a
 * bounce. Firestore's TTL policy on expireAt (firestore.indexes.json) deletes it after that.
 */
export const MAIL_KEEP_DAYS = 30;

/** Pure: when a mail document written at `now` is deleted. */
export function mailExpireAt(now: Date): Date {
  return new Date(now.getTime() + MAIL_KEEP_DAYS * 24 * 60 * 60 * 1000);
}

/** Firestore's "document already exists" (gRPC ALREADY_EXISTS, 6). */
export function isAlreadyThere(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 6 || code === 'already-exists';
}
