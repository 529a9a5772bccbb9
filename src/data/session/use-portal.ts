import { useEffect, useState } from 'react';
import type { Caller } from '../caller';
import { openPortal, type Portal } from '../portal/portal-client';
import { logError } from '@/lib/log';

/** The signed-in user's portal (replica + photo store), opened once per session; null until it is open. */
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
