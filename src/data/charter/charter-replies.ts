import type { VisitorDatabase } from '../public/public-database';
import { visitorRecordId } from '@harbour/domain/schemas/visitor-record';
import { readCharterReply } from '@harbour/domain/charter/charter-request';

/**
 * #33: keeps the backend's answer to one of this device's charter requests (a visitor record of kind 'charterReply',
 * read again on the way in: a bad document is not kept). Writes only a change.
 */
export async function keepCharterReply(db: VisitorDatabase, requestId: string, doc: unknown): Promise<void> {
  const reply = readCharterReply(doc);
  if (!reply || reply.id !== requestId) return;
  const id = visitorRecordId('charterReply', requestId);
  const stored = await db.visitorRecords.findOne(id).exec();
  if (stored && JSON.stringify(stored.toMutableJSON().charterReply) === JSON.stringify(reply)) return;
  await db.visitorRecords.upsert({ id, kind: 'charterReply', deliveredAt: null, charterReply: reply });
}
