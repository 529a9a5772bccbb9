import type { SignOutStep } from '@/features/auth/session-store';

/** What the owner is asked before signing out with changes that have not reached the server. */
export function unsentChangesMessage(count: number): string {
  const changes = count === 1 ? '1 change that has' : `${count} changes that have`;
  return `You have ${changes} not been sent yet. If you log out now they will be deleted from this device.`;
}

/**
 * Pure: the IndexedDB databases that hold a replica. RxDB's Dexie storage empties a removed collection but
 * leaves its (empty) IndexedDB database behind, one per collection: 'rxdb-dexie-{name}--{version}--{collection}'.
 */
export function replicaDatabaseNames(all: ReadonlyArray<string | undefined>, replicaName: string): string[] {
  return all.filter((n): n is string => Boolean(n && (n.startsWith(`rxdb-dexie-${replicaName}--`) || n === `${replicaName}-sync`)));
}

/** Deletes the databases; a deletion blocked by a connection still open elsewhere completes once it closes. */
async function deleteDatabases(names: readonly string[]): Promise<void> {
  await Promise.all(
    names.map(
      (name) =>
        new Promise<void>((resolve) => {
          const request = indexedDB.deleteDatabase(name);
          request.onsuccess = request.onerror = request.onblocked = () => resolve();
        }),
    ),
  );
}

export interface PortalSignOutDeps {
  /** Unsent changes of this user on this device (opens the replica if needed). */
  countPending(caller: { uid: string; role: 'admin' | 'client' }): Promise<number>;
  /** Stops syncing and deletes the replica. */
  removeReplica(caller: { uid: string; role: 'admin' | 'client' }): Promise<void>;
  ask(message: string): boolean;
}

/** The portal data is loaded only when someone signs out, so the nav stays light. */
const browserDeps: PortalSignOutDeps = {
  async countPending(caller) {
    const [{ openPortal }, { pendingChanges$ }, { firstValueFrom }] = await Promise.all([
      import('@/data/portal/portal-client'),
      import('@/data/portal/use-pending-changes'),
      import('rxjs'),
    ]);
    const portal = await openPortal(caller);
    // A document the replica has just pulled is counted as pending until its version is recorded; asking the backend
    // first keeps a user who signs out right after signing in from being asked about changes they never made.
    await portal.reconcile().catch(() => 0);
    return (await firstValueFrom(pendingChanges$(portal))).length;
  },
  async removeReplica(caller) {
    const [{ openPortal, closePortal }, { userDatabaseName }] = await Promise.all([import('@/data/portal/portal-client'), import('@/data/user-database')]);
    // Opened first so a replica left from an earlier visit (never opened in this page) is deleted as well.
    await openPortal(caller);
    await closePortal({ remove: true });
    if (typeof indexedDB !== 'undefined' && typeof indexedDB.databases === 'function') {
      await deleteDatabases(replicaDatabaseNames((await indexedDB.databases()).map((d) => d.name), userDatabaseName(caller.uid)));
    }
  },
  ask: (message) => window.confirm(message),
};

/**
 * Signing out on a shared phone: the user's replica is deleted from the device; if changes have not been sent
 * yet the user is asked first, and Cancel keeps the session (and the changes).
 */
export function portalSignOutStep(deps: PortalSignOutDeps = browserDeps): SignOutStep {
  const callerOf = (state: Parameters<NonNullable<SignOutStep['confirm']>>[0]) =>
    state.user ? { uid: state.user.uid, role: state.role === 'admin' ? ('admin' as const) : ('client' as const) } : null;
  return {
    async confirm(state) {
      const caller = callerOf(state);
      if (!caller) return true;
      const pending = await deps.countPending(caller);
      return pending === 0 || deps.ask(unsentChangesMessage(pending));
    },
    async cleanup(state) {
      const caller = callerOf(state);
      if (caller) await deps.removeReplica(caller);
    },
  };
}
