import { useLiveQuery } from '@/data/query/use-live-query';
import { plain } from '@/data/query/plain';
import { charterRequestOf, type CharterRequest } from '@harbour/domain/charter/charter-request';

/** A charter request this device's visitor sent, and how far it got. */
export interface MyCharterRequest {
  id: string;
  request: CharterRequest;
  createdAt: string;
  /** When the backend had it; null while it waits on the device for a signal. */
  deliveredAt: string | null;
  /** Why the backend refused it (not retried), or null. */
  refusal: string | null;
}

/** #33: the charter requests this device sent (its outbox's leads of type 'charter'), newest first. */
export function useMyCharterRequests(): MyCharterRequest[] {
  const result = useLiveQuery(
    (db, { map }) =>
      db.visitorRecords.find({ selector: { kind: 'inquiry', 'inquiry.inquiryType': 'charter' } }).$.pipe(
        map((docs) =>
          docs
            .map((d) => plain(d))
            .flatMap((r) => {
              const request = r.inquiry ? charterRequestOf(r.inquiry.details) : null;
              return request && r.inquiry
                ? [
                    {
                      id: r.inquiry.id,
                      request,
                      createdAt: r.inquiry.createdAt,
                      deliveredAt: r.deliveredAt,
                      refusal: r.refusal ?? null,
                    },
                  ]
                : [];
            })
            .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0)),
        ),
      ),
    [],
  );
  return result.status === 'ready' ? result.data : [];
}
