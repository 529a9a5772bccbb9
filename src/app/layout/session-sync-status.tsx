import { lazy, Suspense } from 'react';
import { useSession } from '@/data/session/session-store';
import { callerOf } from '@/data/session/use-caller';

// Loaded only with a session, so visitors never download the portal data layer.
const SyncStatus = lazy(() => import('./sync-status'));
const UnreadableRecords = lazy(() => import('./unreadable-records'));
const AccountShortlistSync = lazy(() => import('./account-shortlist-sync'));

export function SessionSyncStatus() {
  const state = useSession();
  // Waits for the role: a replica opened as a client would hold the wrong collections for an admin.
  const caller = state.status === 'signed-in' && state.role ? callerOf(state) : null;
  if (!caller) return null;
  return (
    <Suspense fallback={null}>
      <SyncStatus caller={caller} />
      <AccountShortlistSync caller={caller} />
      {caller.role === 'admin' ? <UnreadableRecords caller={caller} /> : null}
    </Suspense>
  );
}
