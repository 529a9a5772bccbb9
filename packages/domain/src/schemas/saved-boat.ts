import type { DocumentSchema } from './json-schema';
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

/** Pure: the document id of a user's saved boat (one per user and boat: saving twice never duplicates it). */
export function savedBoatId(userId: string, boatId: string): string {
  return `${userId}_${boatId}`;
}

export const savedBoatSchema: DocumentSchema<SavedBoat> = {
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
