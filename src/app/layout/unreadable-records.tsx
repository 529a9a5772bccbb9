import { statusList, statusNotice, statusSummary } from './status-bar-styles';
import type { Caller } from '@/data/caller';
import { useUnreadableRecords } from '@/data/portal/use-unreadable-records';

/** Pure: the notice's summary line. */
export function unreadableText(count: number): string {
  return count === 1 ? '1 record could not be read' : `${count} records could not be read`;
}

/**
 * For an admin: the records the server holds that this device kept out because they do not have the shape the app
 * reads (written past the app, e.g. by a script with the public web config). Each names its collection, id and what
 * is wrong, so it can be found and fixed or deleted in the Firebase console.
 */
export default function UnreadableRecords({ caller }: { caller: Caller }) {
  const records = useUnreadableRecords(caller);
  if (records.status !== 'ready' || records.data.length === 0) return null;
  const sorted = [...records.data].sort((a, b) => b.seenAt.localeCompare(a.seenAt));
  return (
    <details data-testid="unreadable-records" className={statusNotice({ tone: 'problem' })}>
      <summary className={statusSummary}>{unreadableText(sorted.length)}</summary>
      <ul className={statusList}>
        {sorted.map((r) => (
          <li key={r.key}>
            <code>
              {r.collection}/{r.id}
            </code>
            : {r.problems.join('; ')}
          </li>
        ))}
      </ul>
    </details>
  );
}
