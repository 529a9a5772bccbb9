import type { RxDocument } from 'rxdb';
import type { VisitorDatabase } from '../public-database';
import type { VisitorRecord } from '../schemas/visitor-record';

/** The visitor records the outbox sends: leads and page views. */
export const OUTBOX_KINDS = ['inquiry', 'view'] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

/** This device's records of a kind not yet acknowledged by the backend. */
export function pendingRecords(db: VisitorDatabase, kind: OutboxKind): Promise<RxDocument<VisitorRecord>[]> {
  return db.visitorRecords.find({ selector: { kind, deliveredAt: null } }).exec();
}

/** Notes that the backend has it; the record stays on the device (what the visitor sent), never sent again. */
export async function markDelivered(record: RxDocument<VisitorRecord>, at: Date): Promise<void> {
  await record.incrementalPatch({ deliveredAt: at.toISOString() });
}

/** Emits whenever the outbox may have something new to send. */
export function outboxChanges$(db: VisitorDatabase) {
  return db.visitorRecords.find({ selector: { deliveredAt: null } }).$;
}
