import { lazy, Suspense } from 'react';
import { useSession } from '@/data/session/session-store';

// Loaded only with a session, so visitors never download the portal data layer.
const SyncStatus = lazy(() => import('./sync-status'));

export function SessionSyncStatus() {
  const { status, user, role } = useSession();
  if (status !== 'signed-in' || !user || !role) return null;
  return (
    <Suspense fallback={null}>
      <SyncStatus caller={{ uid: user.uid, role }} />
    </Suspense>
  );
}
