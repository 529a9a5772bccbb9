import { css } from 'styled-system/css';
import { statusList, statusNotice, statusSummary } from './status-bar-styles';
import type { Caller } from '@/data/caller';
import { usePendingChanges } from '@/data/portal/use-pending-changes';
import { usePwaStore } from '@/app/pwa/pwa-store';
import { useEffect, useState } from 'react';
import { lastRefusedChange$, lastSyncProblem$, type SyncProblem } from '@/data/sync/sync-errors';

/** Pure: the sync status line for a number of pending changes, of which `refused` the server will not take as they are. */
export function syncStatusText(count: number, online: boolean, refused = 0): string {
  if (count === 0) return 'All changes synced';
  const plural = (n: number) => (n === 1 ? '1 change' : `${n} changes`);
  const notSaved = refused ? `${plural(refused)} not saved (refused by the server)` : '';
  const waiting = count - refused;
  if (!waiting) return notSaved;
  const rest = online ? `${plural(waiting)} syncing…` : `${plural(waiting)} waiting to sync (offline)`;
  return notSaved ? `${rest}; ${notSaved}` : rest;
}

/** For a signed-in user: how many local changes have not reached the backend yet, and which. */
export default function SyncStatus({ caller }: { caller: Caller }) {
  const pending = usePendingChanges(caller);
  const online = usePwaStore((s) => s.online);
  const [problem, setProblem] = useState<SyncProblem | null>(null);
  const [refusal, setRefusal] = useState<SyncProblem | null>(null);
  useEffect(() => {
    const subs = [lastSyncProblem$.subscribe(setProblem), lastRefusedChange$.subscribe(setRefusal)];
    return () => subs.forEach((s) => s.unsubscribe());
  }, []);
  if (pending.status !== 'ready' || pending.data.length === 0) return null;
  return (
    <details data-testid="sync-status" className={statusNotice({ tone: 'waiting' })}>
      <summary className={statusSummary} aria-live="polite">
        {syncStatusText(pending.data.length, online, pending.data.filter((c) => c.refused).length)}
      </summary>
      <ul className={statusList}>
        {pending.data.map((c) => (
          <li key={`${c.collection}:${c.id}`}>{c.refused ? `${c.label}: ${c.refused}` : c.label}</li>
        ))}
      </ul>
      {problem || refusal ? (
        <p role="alert" className={css({ maxW: '7xl', mx: 'auto', mt: '2', color: 'red.800' })}>
          {refusal ? <span className={css({ display: 'block' })}>{refusal.message}</span> : null}
          {problem ? <span className={css({ display: 'block' })}>Last problem: {problem.message}</span> : null}
        </p>
      ) : null}
    </details>
  );
}
