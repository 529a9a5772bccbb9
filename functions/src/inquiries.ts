import type { Firestore } from 'firebase-admin/firestore';
import { isLive, replicationFields } from './replication';

/**
 * inquiryReceipts/{id}: written by the visitor's device beside its lead (firestore.rules), so a retry that finds the lead
 * already there knows it got through. A device may stay offline a long while before it retries: the receipt is kept
 * RECEIPT_KEEP_DAYS after the lead arrived (TTL policy on expireAt, stamped by the inquiry trigger).
 */
export const INQUIRY_RECEIPTS = 'inquiryReceipts';
export const RECEIPT_KEEP_DAYS = 90;

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
