import type { VisitorDatabase } from '../public/public-database';
import { visitorRecordId, type CharterMonthCopy, type VisitorRecord } from '@harbour/domain/schemas/visitor-record';
import type { PublicCharterSlot } from '@harbour/domain/charter/charter-holds';
import { isCharterMonth, readPublicCharterSlot, type CharterMonth } from '@harbour/domain/charter/charter-month';

/**
 * #33: the charter calendar's months on this device (visitor records of kind 'charterMonth'), as the server last said
 * them: /charter reads them, online or not, with "as of" their time.
 */

/** Pure: a stored month's copy, its slots read again (a record is data from a device; a bad one reads as none). */
export function charterMonthCopyOf(
  record: Pick<VisitorRecord, 'charterMonth'> | null | undefined,
): CharterMonthCopy | null {
  const copy = record?.charterMonth;
  if (!copy || !isCharterMonth(copy.month) || Number.isNaN(Date.parse(copy.asOf))) return null;
  const slots = (Array.isArray(copy.slots) ? copy.slots : []).map(readPublicCharterSlot);
  return { month: copy.month, asOf: copy.asOf, slots: slots.filter((s): s is PublicCharterSlot => s !== null) };
}

/**
 * Keeps a month as the server says it now (its public slots, read: tombstones and anything unreadable left out), and
 * lets months before `current` go (the calendar never shows them again).
 */
export async function keepCharterMonth(
  db: VisitorDatabase,
  month: CharterMonth,
  docs: readonly unknown[],
  asOf: Date,
  current: CharterMonth,
): Promise<void> {
  const slots = docs
    .map(readPublicCharterSlot)
    .filter((s): s is PublicCharterSlot => s !== null && s.id.startsWith(`${month}-`));
  await db.visitorRecords.upsert({
    id: visitorRecordId('charterMonth', month),
    kind: 'charterMonth',
    deliveredAt: null,
    charterMonth: { month, asOf: asOf.toISOString(), slots },
  });
  const stored = await db.visitorRecords.find({ selector: { kind: 'charterMonth' } }).exec();
  const past = stored.filter((r) => (r.charterMonth?.month ?? '') < current).map((r) => r.id);
  if (past.length) await db.visitorRecords.bulkRemove(past);
}
