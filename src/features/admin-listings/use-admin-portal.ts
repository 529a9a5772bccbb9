import { useEffect, useMemo, useState } from 'react';
import type { Caller } from '@/data/caller';
import { openPortal, type Portal } from '@/data/portal/portal-client';
import { useSession } from '@/features/auth/session-store';
import { logError } from '@/lib/log';

/** The signed-in admin as a data caller (the /admin guard makes sure there is one). */
export function useAdminCaller(): Caller | null {
  const uid = useSession((s) => s.user?.uid ?? null);
  const role = useSession((s) => s.role);
  return useMemo(() => (uid && role === 'admin' ? { uid, role: 'admin' as const } : null), [uid, role]);
}

/** The admin's portal (replica + photo store), opened once per session. */
export function usePortal(caller: Caller | null): Portal | null {
  const [portal, setPortal] = useState<Portal | null>(null);
  useEffect(() => {
    if (!caller) return;
    let active = true;
    openPortal(caller)
      .then((p) => active && setPortal(p))
      .catch((e: unknown) => logError('open portal', e));
    return () => {
      active = false;
    };
  }, [caller]);
  return portal;
}
