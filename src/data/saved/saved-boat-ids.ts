import { loadVisitorDatabase } from '../load-public-database';
import { logError } from '@/lib/log';
import { setSavedCountHint } from './saved-count-hint';

const NONE: ReadonlySet<string> = new Set();
let ids: ReadonlySet<string> = NONE;
const listeners = new Set<() => void>();
let stop: (() => void) | null = null;

function start(): () => void {
  let active = true;
  let unsubscribe = () => {};
  loadVisitorDatabase()
    .then((db) => {
      if (!active) return;
      const sub = db.visitorRecords.find({ selector: { kind: 'savedBoat' } }).$.subscribe((docs) => {
        ids = new Set(docs.map((d) => d.boat!.boatId));
        setSavedCountHint(ids.size);
        listeners.forEach((listener) => listener());
      });
      unsubscribe = () => sub.unsubscribe();
    })
    .catch((error: unknown) => logError('saved boats', error));
  return () => {
    active = false;
    unsubscribe();
  };
}

/**
 * The ids of the boats on this device's shortlist, for every heart on a page from one query (a list shows dozens of
 * cards). Live while anything listens; none until the visitor's records answer (as on the server that rendered it).
 */
export function subscribeSavedBoatIds(listener: () => void): () => void {
  listeners.add(listener);
  stop ??= start();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      stop?.();
      stop = null;
    }
  };
}

export const savedBoatIdsNow = (): ReadonlySet<string> => ids;
export const noSavedBoatIds = (): ReadonlySet<string> => NONE;
