import { loadVisitorDatabase } from '../public/load-public-database';
import { whenOnline } from '@/lib/when-online';
import { logError } from '@/lib/log';
import type { CharterMonth } from '@harbour/domain/charter/charter-month';

/**
 * #33: while /charter shows a month, the server's word on it is kept on the device (firebase/public-charter-slots.ts,
 * loaded once online). Returns the stop.
 */
export function watchCharterMonth(month: CharterMonth): () => void {
  let stop: (() => void) | null = null;
  let stopped = false;
  void Promise.all([loadVisitorDatabase(), whenOnline(() => import('../firebase/public-charter-slots'))])
    .then(([db, watch]) => {
      if (!stopped) stop = watch.startCharterMonthWatch(db, month);
    })
    .catch((error: unknown) => logError('charter calendar', error));
  return () => {
    stopped = true;
    stop?.();
  };
}
