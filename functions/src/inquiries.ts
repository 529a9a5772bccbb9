import type { Firestore } from 'firebase-admin/firestore';
import { isLive, replicationFields } from './replication';

/**
 * A new lead gets the owner of the boat it asks about (boats/{boatId}.createdBy; null for no boat or an
 * unknown one), so that owner can read it. Never trusted from the visitor: whatever they sent is replaced.
 */
export async function enrichInquiry(db: Firestore, inquiryId: string): Promise<{ boatOwnerId: string | null } | null> {
  const inquiryRef = db.collection('inquiries').doc(inquiryId);
  return db.runTransaction(async (tx) => {
    const inquiry = await tx.get(inquiryRef);
    const data = inquiry.data();
    if (!inquiry.exists || !isLive(data)) return null;
    const boatId = typeof data.boatId === 'string' && data.boatId !== '' ? data.boatId : null;
    const boat = boatId ? await tx.get(db.collection('boats').doc(boatId)) : null;
    const owner = boat?.data()?.createdBy;
    const boatOwnerId = typeof owner === 'string' && owner !== '' ? owner : null;
    if (data.boatOwnerId !== boatOwnerId || data.serverTimestamp === undefined) {
      tx.update(inquiryRef, { boatOwnerId, ...replicationFields(false) });
    }
    return { boatOwnerId };
  });
}
