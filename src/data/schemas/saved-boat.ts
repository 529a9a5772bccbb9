import type { RxJsonSchema } from 'rxdb';
import type { BoatSnapshot } from './visitor-record';
import { visitorRecordSchema } from './visitor-record-schema';

/**
 * savedBoats/{uid}_{boatId}: a boat on a signed-in user's shortlist, synced across the user's devices. A boat taken off
 * the shortlist keeps its document with `removedAt` set (not a deletion), so a device that saved it earlier learns it
 * went, and a device that saves it later wins (src/data/saved/account-shortlist.ts).
 */
export interface SavedBoat {
  id: string;
  userId: string;
  /** The boat as it was when saved; `boat.at` is when it was saved. */
  boat: BoatSnapshot;
  /** When it was taken off the shortlist, or null while it is on it. */
  removedAt: string | null;
  updatedAt: string;
}

export const SAVED_BOAT_FIELDS = ['id', 'userId', 'boat', 'removedAt', 'updatedAt'] as const;

/** Pure: the document id of a user's saved boat (one per user and boat: saving twice never duplicates it). */
export function savedBoatId(userId: string, boatId: string): string {
  return `${userId}_${boatId}`;
}

export const savedBoatSchema: RxJsonSchema<SavedBoat> = {
  title: 'saved boat',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 260 },
    userId: { type: 'string', maxLength: 128 },
    // The same snapshot the device's shortlist keeps (visitor-record.ts).
    boat: visitorRecordSchema.properties.boat!,
    removedAt: { type: ['string', 'null'], maxLength: 40 },
    updatedAt: { type: 'string', maxLength: 40 },
  },
  required: ['id', 'userId', 'boat', 'removedAt', 'updatedAt'],
  indexes: ['userId'],
};

type Doc = Record<string, unknown>;
const isText = (v: unknown, max: number) => typeof v === 'string' && v.length <= max;
const isCount = (v: unknown) => typeof v === 'number' && Number.isFinite(v) && v >= 0;

/**
 * Pure: why a user may not write this saved boat, or null (firestore.rules savedBoats says the same): its own, under
 * the id its user and boat give it, exactly the known fields, a snapshot of sane size. `isDateTime` is the rules' date.
 */
export function savedBoatRefusal(doc: Doc, uid: string, isDateTime: (v: unknown) => boolean): string | null {
  const unknown = Object.keys(doc).filter((k) => !(SAVED_BOAT_FIELDS as readonly string[]).includes(k));
  if (unknown.length) return `A saved boat has no ${unknown.join(', ')}.`;
  if (doc.userId !== uid) return 'A boat can only be saved to your own account.';
  const boat = doc.boat as Doc | undefined;
  if (!boat || typeof boat !== 'object' || !isText(boat.boatId, 128) || boat.boatId === '')
    return 'A saved boat names the boat it is.';
  if (doc.id !== savedBoatId(uid, String(boat.boatId))) return 'A saved boat is kept under its user and boat.';
  if (
    !isText(boat.title, 400) ||
    !isCount(boat.price) ||
    !isCount(boat.length) ||
    typeof boat.priceOnRequest !== 'boolean' ||
    !(boat.imageUrl === null || isText(boat.imageUrl, 2048)) ||
    !isDateTime(boat.at)
  )
    return 'The saved boat is incomplete or too long.';
  if (!(doc.removedAt === null || isDateTime(doc.removedAt)) || !isDateTime(doc.updatedAt))
    return 'removedAt and updatedAt must be a date and time.';
  return null;
}
