import { useLiveQuery } from './use-live-query';
import type { OutboxKind } from '../visitor/outbox';

/** Where something this device's visitor sent stands; absent from the map: delivered. */
export type DeliveryState = 'waiting' | 'refused';

/** What this device's visitor sent (inquiries or views) that has not reached the backend: waiting, or refused by it. */
export function useDeliveryStates(kind: OutboxKind) {
  return useLiveQuery(
    (db, { map }) =>
      db.visitorRecords
        .find({ selector: { kind, deliveredAt: null } })
        .$.pipe(
          map(
            (records) =>
              new Map<string, DeliveryState>(
                records.map((r) => [
                  kind === 'inquiry' ? r.inquiry!.id : r.view!.id,
                  r.refusal ? 'refused' : 'waiting',
                ]),
              ),
          ),
        ),
    [kind],
  );
}
