import { loadVisitorDatabase } from '../public/load-public-database';
import type { VisitorDatabase } from '../public/public-database';
import { whenOnline } from '@/lib/when-online';
import { logError } from '@/lib/log';
import type { CharterMonth } from '@harbour/domain/charter/charter-month';

/**
 * Starts a listener once the visitor's records are open and its code has loaded (once online); returns the stop,
 * which also holds back a start still on its way.
 */
function whileShown<M>(
  what: string,
  load: () => Promise<M>,
  start: (module: M, db: VisitorDatabase) => () => void,
): () => void {
  let stop: (() => void) | null = null;
  let stopped = false;
  void Promise.all([loadVisitorDatabase(), whenOnline(load)])
    .then(([db, module]) => {
      if (!stopped) stop = start(module, db);
    })
    .catch((error: unknown) => logError(what, error));
  return () => {
    stopped = true;
    stop?.();
  };
}

/** #33: while /charter shows a month, the server's word on it is kept on the device (public-charter-slots.ts). */
export function watchCharterMonth(month: CharterMonth): () => void {
  return whileShown(
    'charter calendar',
    () => import('../firebase/public-charter-slots'),
    (m, db) => m.startCharterMonthWatch(db, month),
  );
}

/** #33: while /charter lists this device's sent requests, the backend's answers to them are kept on the device. */
export function watchCharterReplies(requestIds: readonly string[]): () => void {
  if (requestIds.length === 0) return () => undefined;
  return whileShown(
    'charter reply',
    () => import('../firebase/charter-replies'),
    (m, db) => m.startCharterRepliesWatch(db, requestIds),
  );
}
