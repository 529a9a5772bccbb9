import { useLiveQuery } from './use-live-query';
import type { OutboxKind } from './visitor/outbox';

/** Ids of what this device's visitor sent (inquiries or views) that have not reached the backend yet. */
export function usePendingIds(kind: OutboxKind) {
  return useLiveQuery(
    (db, { map }) =>
      db.visitorRecords
        .find({ selector: { kind, deliveredAt: null } })
        .$.pipe(map((records) => new Set(records.map((r) => (kind === 'inquiry' ? r.inquiry!.id : r.view!.id))))),
    [kind],
  );
}
