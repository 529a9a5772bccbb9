import type { VisitorDatabase } from '../public/public-database';
import { visitorRecordId, type VisitorRecord } from '@harbour/domain/schemas/visitor-record';
import { DEVICE_DATA_SETTINGS, readSetting, writeSetting } from './settings';
import { plainAll } from '../query/plain';
import { DAY_MS } from '@harbour/domain/time-units';

/** How long a delivered lead stays on the device (the visitor sees it under the boat it was about). */
export const DELIVERED_LEAD_DAYS = 30;
/** How long a delivered view stays: long enough for the once-an-hour rule (lib/views.ts). */
export const DELIVERED_VIEW_DAYS = 1;

/**
 * Pure: the records a shared device should not keep any longer. A lead (name, email, phone) goes 30 days after it
 * was delivered, a view a day after; nothing not yet delivered goes (what the visitor typed is never lost unseen).
 */
export function expiredRecords(records: readonly VisitorRecord[], now: Date): VisitorRecord[] {
  return records.filter((r) => {
    if (r.deliveredAt === null) return false;
    const age = now.getTime() - new Date(r.deliveredAt).getTime();
    if (r.kind === 'inquiry') return age > DELIVERED_LEAD_DAYS * DAY_MS;
    if (r.kind === 'view') return age > DELIVERED_VIEW_DAYS * DAY_MS;
    return false;
  });
}

/** Removes what expiredRecords says; run when the visitor's records open. Returns how many went. */
export async function pruneVisitorRecords(db: VisitorDatabase, now = new Date()): Promise<number> {
  const records = plainAll(await db.visitorRecords.find({ selector: { deliveredAt: { $ne: null } } }).exec());
  const expired = expiredRecords(records, now).map((r) => r.id);
  if (expired.length) await db.visitorRecords.bulkRemove(expired);
  return expired.length;
}

/** What this device still has to send (leads and views): Forget this device asks before removing them. */
export async function unsentVisitorRecords(db: VisitorDatabase): Promise<{ leads: number; views: number }> {
  const pending = await db.visitorRecords.find({ selector: { deliveredAt: null } }).exec();
  return {
    leads: pending.filter((r) => r.kind === 'inquiry').length,
    views: pending.filter((r) => r.kind === 'view').length,
  };
}

/** The visitor's shortlist, recently viewed boats and saved searches: a choice of boats, no personal details. */
const SHORTLIST_KINDS: readonly VisitorRecord['kind'][] = ['savedBoat', 'viewedBoat', 'savedSearch'];

/**
 * Leads a forget kept only because they were not sent yet ("Cancel keeps it until it is sent", and logout): their ids,
 * so that each goes from the device once the backend has it (forgetOnceDelivered).
 */
const KEPT_ONLY_TO_SEND = 'keptOnlyToSend';

/**
 * Forget this device: removes every record of this device's visitor — what it sent, its views, its visitor id, its
 * saved and recently viewed boats, its saved searches — except, unless `unsentToo`, the leads not yet delivered (they
 * go out first), and with `keepShortlist` the saved and viewed boats and saved searches (logout: the shortlist is the
 * device's until accounts keep it).
 * Returns how many were removed.
 */
export async function forgetVisitor(
  db: VisitorDatabase,
  { unsentToo, keepShortlist = false }: { unsentToo: boolean; keepShortlist?: boolean },
): Promise<number> {
  const all = await db.visitorRecords.find().exec();
  const gone = all
    .filter((r) => unsentToo || r.deliveredAt !== null || r.kind !== 'inquiry')
    .filter((r) => !keepShortlist || !SHORTLIST_KINDS.includes(r.kind))
    .filter((r) => !DEVICE_DATA_SETTINGS.some((key) => r.id === visitorRecordId('setting', key)))
    .map((r) => r.id);
  if (gone.length) await db.visitorRecords.bulkRemove(gone);
  const kept = all.filter((r) => r.kind === 'inquiry' && r.deliveredAt === null && !gone.includes(r.id));
  if (kept.length) await writeSetting(db, KEPT_ONLY_TO_SEND, JSON.stringify(kept.map((r) => r.id)));
  return gone.length;
}

/**
 * After the outbox delivered a lead: one a forget kept only to send it leaves the device now. Returns whether it went.
 */
export async function forgetOnceDelivered(db: VisitorDatabase, recordId: string): Promise<boolean> {
  const ids = keptIds(await readSetting(db, KEPT_ONLY_TO_SEND));
  if (!ids.includes(recordId)) return false;
  await db.visitorRecords.bulkRemove([recordId]);
  const left = ids.filter((id) => id !== recordId);
  if (left.length) await writeSetting(db, KEPT_ONLY_TO_SEND, JSON.stringify(left));
  else await db.visitorRecords.bulkRemove([visitorRecordId('setting', KEPT_ONLY_TO_SEND)]);
  return true;
}

/** Pure: the ids the setting holds; anything unreadable holds none (the lead then stays, as before any forget). */
export function keptIds(value: string | null): string[] {
  try {
    const parsed: unknown = JSON.parse(value ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}
