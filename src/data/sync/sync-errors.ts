import { BehaviorSubject } from 'rxjs';

export interface SyncProblem {
  at: string;
  message: string;
}

/** The last sync problem worth telling the user that sync retries by itself (a failed pull or push, a failed upload). */
export const lastSyncProblem$ = new BehaviorSubject<SyncProblem | null>(null);

/**
 * The last change the backend's rules refused. Kept apart from the retrying problems: it needs the user (or the
 * brokerage) to act, so a later "it will retry" must not push it out of sight.
 */
export const lastRefusedChange$ = new BehaviorSubject<SyncProblem | null>(null);

export function reportSyncProblem(message: string, at = new Date()): void {
  lastSyncProblem$.next({ at: at.toISOString(), message });
}

/** A change of `collection` the rules refused . */
export function reportRefusedChange(collection: string, at = new Date()): void {
  lastRefusedChange$.next({
    at: at.toISOString(),
    message: `The server refused a change (${collection}): it was not saved there. Change it again or ask the brokerage.`,
  });
}

export function clearSyncProblem(): void {
  lastSyncProblem$.next(null);
  lastRefusedChange$.next(null);
}
