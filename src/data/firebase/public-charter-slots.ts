import { collection, documentId, onSnapshot, query, where } from 'firebase/firestore';
import type { VisitorDatabase } from '@/data/public/public-database';
import { keepCharterMonth } from '@/data/charter/charter-months';
import { monthOf, type CharterMonth } from '@harbour/domain/charter/charter-month';
import { nassauDay } from '@harbour/domain/charter/nassau-time';
import { logError } from '@/lib/log';
import { firestoreHandles } from './firestore-sync';

/**
 * #33: keeps this device's copy of one month of the charter calendar live while /charter shows it: the public copy of
 * the taken slots (`publicCharterSlots`, readable by anyone, never who). Only what the server says is kept: an answer
 * from the SDK's cache (offline) leaves the device's copy and its "as of" as they are.
 */
export function startCharterMonthWatch(db: VisitorDatabase, month: CharterMonth): () => void {
  const serial = { last: Promise.resolve() };
  const slots = query(
    collection(firestoreHandles().firestore, 'publicCharterSlots'),
    where(documentId(), '>=', `${month}-01:am`),
    where(documentId(), '<=', `${month}-31:pm`),
  );
  return onSnapshot(
    slots,
    (snap) => {
      if (snap.metadata.fromCache) return;
      const docs = snap.docs.map((d) => ({ ...d.data(), id: d.id }));
      const now = new Date();
      // One write after another: the last answer is the one kept.
      serial.last = serial.last
        .then(() => keepCharterMonth(db, month, docs, now, monthOf(nassauDay(now))))
        .catch((error: unknown) => logError('charter calendar', error));
    },
    (error) => logError('charter calendar', error),
  );
}
