import { useMemo } from 'react';
import type { Caller } from '../caller';
import { session, useSession } from './session-store';

/** Pure: the one way a session becomes the data layer's caller: the signed-in user, any non-admin role client-level. */
export function callerOf(state: { user: { uid: string } | null; role: string | null }): Caller | null {
  return state.user ? { uid: state.user.uid, role: state.role === 'admin' ? 'admin' : 'client' } : null;
}

/**
 * Pure: the caller whose replica a session may open: callerOf, except an admin whose session has not passed the second
 * factor (#32), who has no rights yet (the admin portal asks for the phone first).
 */
export function callerWithRights(state: {
  user: { uid: string } | null;
  role: string | null;
  secondFactor: boolean;
}): Caller | null {
  return state.role === 'admin' && !state.secondFactor ? null : callerOf(state);
}

/** Now, outside React: the signed-in user with a known role (the replica it opens depends on it), or null. */
export function signedInCaller(): Caller | null {
  const state = session.store.getState();
  return state.status === 'signed-in' && state.role ? callerWithRights(state) : null;
}

/** The signed-in user as the portal's caller (callerWithRights); null while signed out. */
export function useCaller(): Caller | null {
  const uid = useSession((s) => s.user?.uid ?? null);
  const role = useSession((s) => s.role);
  const secondFactor = useSession((s) => s.secondFactor);
  return useMemo(() => callerWithRights({ user: uid ? { uid } : null, role, secondFactor }), [uid, role, secondFactor]);
}

/** The signed-in admin as a data caller once the session passed the second factor; null for anyone else. */
export function useAdminCaller(): Caller | null {
  const uid = useSession((s) => s.user?.uid ?? null);
  const role = useSession((s) => s.role);
  const secondFactor = useSession((s) => s.secondFactor);
  return useMemo(
    () => (uid && role === 'admin' && secondFactor ? { uid, role: 'admin' as const } : null),
    [uid, role, secondFactor],
  );
}
