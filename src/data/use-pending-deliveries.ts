import { useLiveQuery } from './use-live-query';
import { deliveryId, type OutboxCollection } from './sync/outbox';

/** Ids of this device's documents in an outbox collection that have not reached the backend yet. */
export function usePendingIds(collection: OutboxCollection) {
  return useLiveQuery(
    (db, { combineLatest, map }) =>
      combineLatest([db[collection].find().$, db.deliveries.find({ selector: { outbox: collection } }).$]).pipe(
        map(([docs, deliveries]) => {
          const done = new Set(deliveries.map((d) => d.id));
          return new Set(docs.map((d) => d.id).filter((id) => !done.has(deliveryId(collection, id))));
        }),
      ),
    [collection],
  );
}
