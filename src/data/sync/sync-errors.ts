import { BehaviorSubject } from 'rxjs';

export interface SyncProblem {
  at: string;
  message: string;
}

/** The last sync problem worth telling the user (a refused write, a missing index, a failed upload). */
export const lastSyncProblem$ = new BehaviorSubject<SyncProblem | null>(null);

export function reportSyncProblem(message: string, at = new Date()): void {
  lastSyncProblem$.next({ at: at.toISOString(), message });
}

export function clearSyncProblem(): void {
  lastSyncProblem$.next(null);
}

/** What the user is told when the backend's rules refuse one of their changes (both backends say the same). */
export function refusedChangeProblem(collection: string): string {
  return `The server refused a change (${collection}): it was not saved there. Change it again or ask the brokerage.`;
}
