import type { Boat } from '@harbour/domain/schemas/boat';
import { loadVisitorDatabase } from '@/data/public/load-public-database';
import { rememberBoatViewed } from '@/data/saved/recently-viewed';
import { logError } from '@/lib/log';

/** Notes a boat page the visitor opened, for "Recently viewed" (device only). */
export function rememberViewed(boat: Boat): void {
  void loadVisitorDatabase()
    .then((db) => rememberBoatViewed(db, boat))
    .catch((error: unknown) => logError('recently viewed', error));
}
