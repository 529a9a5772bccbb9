import { useMemo } from 'react';
import type { Caller } from '../caller';
import { useSession } from './session-store';

/** The signed-in user as the portal's caller (any non-admin role is client-level); null while signed out. */
export function useCaller(): Caller | null {
  const uid = useSession((s) => s.user?.uid ?? null);
  const role = useSession((s) => (s.role === 'admin' ? 'admin' : 'client'));
  return useMemo(() => (uid ? { uid, role } : null), [uid, role]);
}

/** The signed-in admin as a data caller; null for anyone else (the /admin guard makes sure there is one). */
export function useAdminCaller(): Caller | null {
  const uid = useSession((s) => s.user?.uid ?? null);
  const role = useSession((s) => s.role);
  return useMemo(() => (uid && role === 'admin' ? { uid, role: 'admin' as const } : null), [uid, role]);
}
