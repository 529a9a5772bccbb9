import type { SignOutStep } from './session-store';
import { callerOf } from './use-caller';

/** What the owner is asked before signing out with changes that have not reached the server. */
export function unsentChangesMessage(count: number): string {
  const changes = count === 1 ? '1 change that has' : `${count} changes that have`;
  return `You have ${changes} not been sent yet. If you log out now they will be deleted from this device.`;
}

export interface PortalSignOutDeps {
  /** Unsent changes of this user on this device (opens the replica if needed). */
  countPending(caller: { uid: string; role: 'admin' | 'client' }): Promise<number>;
  /** Stops syncing and deletes the replica. */
  removeReplica(caller: { uid: string; role: 'admin' | 'client' }): Promise<void>;
  /** Deletes what the device holds of a user whose session is over, without that session (finding N7). */
  forgetUser(uid: string): Promise<void>;
  ask(message: string): boolean;
}

/** The portal data is loaded only when someone signs out, so the nav stays light. */
const browserDeps: PortalSignOutDeps = {
  countPending: async (caller) => (await import('@/data/portal/replica-wipe')).countUnsentChanges(caller),
  removeReplica: async (caller) => (await import('@/data/portal/replica-wipe')).removeReplica(caller),
  forgetUser: async (uid) => (await import('@/data/portal/replica-wipe')).forgetUser(uid),
  ask: (message) => window.confirm(message),
};

/**
 * Signing out on a shared phone: the user's replica is deleted from the device; if changes have not been sent
 * yet the user is asked first, and Cancel keeps the session (and the changes). A session that ends by itself
 * (revoked, disabled, expired) or gives way to another user is forgotten the same way, without asking (finding N7).
 */
export function portalSignOutStep(deps: PortalSignOutDeps = browserDeps): SignOutStep {
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
    async lost(state) {
      if (state.user) await deps.forgetUser(state.user.uid);
    },
  };
}
