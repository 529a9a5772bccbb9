import { doc, onSnapshot } from 'firebase/firestore';
import type { VisitorDatabase } from '@/data/public/public-database';
import { keepCharterReply } from '@/data/charter/charter-replies';
import { logError } from '@/lib/log';
import { firestoreHandles } from './firestore-sync';

/**
 * #33: listens to the backend's answers to these charter requests (`charterReplies/{id}`: a get by the random id,
 * never a list) and keeps each on the device. Only what the server says is kept.
 */
export function startCharterRepliesWatch(db: VisitorDatabase, requestIds: readonly string[]): () => void {
  const stops = requestIds.map((id) =>
    onSnapshot(
      doc(firestoreHandles().firestore, 'charterReplies', id),
      (snap) => {
        if (snap.metadata.fromCache || !snap.exists()) return;
        keepCharterReply(db, id, snap.data()).catch((error: unknown) => logError('charter reply', error));
      },
      (error) => logError('charter reply', error),
    ),
  );
  return () => stops.forEach((stop) => stop());
}
