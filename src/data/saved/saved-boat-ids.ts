import { loadVisitorDatabase } from '../public/load-public-database';
import { logError } from '@/lib/log';
import { createSmallStore } from '@/lib/small-store';
import { setSavedCountHint } from './saved-count-hint';

const NONE: ReadonlySet<string> = new Set();

/**
 * The ids of the boats on this device's shortlist, for every heart on a page from one query (a list shows dozens of
 * cards). Live while anything follows it; none until the visitor's records answer (as on the server that rendered it).
 */
export const savedBoatIds = createSmallStore(() => NONE, {
  server: () => NONE,
  follow(store) {
    let active = true;
    let unsubscribe = () => {};
    loadVisitorDatabase()
      .then((db) => {
        if (!active) return;
        const sub = db.visitorRecords.find({ selector: { kind: 'savedBoat' } }).$.subscribe((docs) => {
          const ids = new Set(docs.map((d) => d.boat!.boatId));
          setSavedCountHint(ids.size);
          store.set(ids);
        });
        unsubscribe = () => sub.unsubscribe();
      })
      .catch((error: unknown) => logError('saved boats', error));
    return () => {
      active = false;
      unsubscribe();
    };
  },
});
