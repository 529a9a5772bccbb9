import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { isLive, replicationFields } from './replication';

/**
 * inquiryReceipts/{id}: written by the visitor's device beside its lead (firestore.rules), so a retry that finds the lead
 * already there knows it got through. A device may stay offline a long while before it retries: the receipt is kept
 * RECEIPT_KEEP_DAYS after the lead arrived (TTL policy on expireAt, stamped by the inquiry trigger).
 */
export const INQUIRY_RECEIPTS = 'inquiryReceipts';
export const RECEIPT_KEEP_DAYS = 90;

/**
 * The owner of the boat a lead asks about, as the backend knows it: boats/{boatId}.createdBy; null for no boat or an
 * unknown one. Never what the lead says (a visitor's or an admin's write): finding 7 and #32 finding N17.
 */
export async function boatOwnerOf(tx: Transaction, db: Firestore, boatId: unknown): Promise<string | null> {
  if (typeof boatId !== 'string' || boatId === '') return null;
  const owner = (await tx.get(db.collection('boats').doc(boatId))).data()?.createdBy;
  return typeof owner === 'string' && owner !== '' ? owner : null;
}

/**
 * A lead gets, from the backend only:
 * - its boat's owner (boatOwnerId), so that owner can read it; read again on every write, so neither a visitor nor an
 *   admin can name another client (whatever they sent is replaced);
 * - when it reached the server (receivedAt, ISO): the document's creation time in Firestore, set once (finding N13:
 *   the visitor's createdAt is its device's clock). No client may write it (firestore.rules).
 */
export async function enrichInquiry(db: Firestore, inquiryId: string): Promise<{ boatOwnerId: string | null } | null> {
  const inquiryRef = db.collection('inquiries').doc(inquiryId);
  return db.runTransaction(async (tx) => {
    const inquiry = await tx.get(inquiryRef);
    const data = inquiry.data();
    if (!inquiry.exists || !isLive(data)) return null;
    const boatOwnerId = await boatOwnerOf(tx, db, data.boatId);
    const stamped = typeof data.receivedAt === 'string' && data.receivedAt !== '';
    const receivedAt = stamped ? null : (inquiry.createTime?.toDate() ?? new Date()).toISOString();
    if (data.boatOwnerId !== boatOwnerId || receivedAt !== null || data.serverTimestamp === undefined) {
      tx.update(inquiryRef, { boatOwnerId, ...(receivedAt ? { receivedAt } : {}), ...replicationFields(false) });
    }
    return { boatOwnerId };
  });
}
