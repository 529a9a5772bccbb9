import { useMemo } from 'react';
import type { Caller } from '../caller';
import { session, useSession } from './session-store';

/** Pure: the one way a session becomes the data layer's caller: the signed-in user, any non-admin role client-level. */
export function callerOf(state: { user: { uid: string } | null; role: string | null }): Caller | null {
  return state.user ? { uid: state.user.uid, role: state.role === 'admin' ? 'admin' : 'client' } : null;
}

/** Now, outside React: the signed-in user with a known role (the replica it opens depends on it), or null. */
export function signedInCaller(): Caller | null {
  const state = session.store.getState();
  return state.status === 'signed-in' && state.role ? callerOf(state) : null;
}

/** The signed-in user as the portal's caller (callerOf); null while signed out. */
export function useCaller(): Caller | null {
  const uid = useSession((s) => s.user?.uid ?? null);
  const role = useSession((s) => s.role);
  return useMemo(() => callerOf({ user: uid ? { uid } : null, role }), [uid, role]);
}

/** The signed-in admin as a data caller; null for anyone else (the /admin guard makes sure there is one). */
export function useAdminCaller(): Caller | null {
  const uid = useSession((s) => s.user?.uid ?? null);
  const role = useSession((s) => s.role);
  return useMemo(() => (uid && role === 'admin' ? { uid, role: 'admin' as const } : null), [uid, role]);
}
