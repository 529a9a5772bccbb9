import type { RxDocument } from 'rxdb';
import type { VisitorDatabase } from '../public/public-database';
import type { VisitorRecord } from '@harbour/domain/schemas/visitor-record';

/** The visitor records the outbox sends: leads and page views. */
export const OUTBOX_KINDS = ['inquiry', 'view'] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

/** This device's records of a kind not yet acknowledged by the backend (nor refused by it: those are not retried). */
export async function pendingRecords(db: VisitorDatabase, kind: OutboxKind): Promise<RxDocument<VisitorRecord>[]> {
  return (await db.visitorRecords.find({ selector: { kind, deliveredAt: null } }).exec()).filter((r) => !r.refusal);
}

/** Notes that the backend refused it: kept on the device (what the visitor typed), shown as not sent, not retried. */
export async function markRefused(record: RxDocument<VisitorRecord>, reason: string): Promise<void> {
  await record.incrementalPatch({ refusal: reason.slice(0, 300) });
}

/** Notes that the backend has it; the record stays on the device (what the visitor sent), never sent again. */
export async function markDelivered(record: RxDocument<VisitorRecord>, at: Date): Promise<void> {
  await record.incrementalPatch({ deliveredAt: at.toISOString() });
}

/** Emits whenever the outbox may have something new to send. */
export function outboxChanges$(db: VisitorDatabase) {
  return db.visitorRecords.find({ selector: { deliveredAt: null } }).$;
}
