import { useEffect } from 'react';
import { useLiveQuery } from '@/data/query/use-live-query';
import { plain } from '@/data/query/plain';
import { watchCharterReplies } from '@/data/charter/charter-watches';
import {
  charterRequestOf,
  readCharterReply,
  type CharterReply,
  type CharterRequest,
} from '@harbour/domain/charter/charter-request';
import type { VisitorRecord } from '@harbour/domain/schemas/visitor-record';

/** A charter request this device's visitor sent, and how far it got. */
export interface MyCharterRequest {
  id: string;
  request: CharterRequest;
  createdAt: string;
  /** When the backend had it; null while it waits on the device for a signal. */
  deliveredAt: string | null;
  /** Why the backend refused it (not retried), or null. */
  refusal: string | null;
  /** The backend's answer (held until, or taken), once this device heard it. */
  reply: CharterReply | null;
}

/** Pure: this device's charter requests from its records (their answers beside them), newest first. */
export function myCharterRequests(records: readonly VisitorRecord[]): MyCharterRequest[] {
  const replies = new Map(
    records.flatMap((r) => {
      const reply = r.kind === 'charterReply' ? readCharterReply(r.charterReply) : null;
      return reply ? [[reply.id, reply] as const] : [];
    }),
  );
  return records
    .flatMap((r) => {
      const inquiry = r.kind === 'inquiry' && r.inquiry?.inquiryType === 'charter' ? r.inquiry : null;
      const request = inquiry ? charterRequestOf(inquiry.details) : null;
      if (!inquiry || !request) return [];
      return [
        {
          id: inquiry.id,
          request,
          createdAt: inquiry.createdAt,
          deliveredAt: r.deliveredAt,
          refusal: r.refusal ?? null,
          reply: replies.get(inquiry.id) ?? null,
        },
      ];
    })
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
}

/**
 * #33: the charter requests this device sent (its outbox's leads of type 'charter'), newest first, with the backend's
 * answer to each, kept live from the server for the ones it has.
 */
export function useMyCharterRequests(): MyCharterRequest[] {
  const result = useLiveQuery(
    (db, { map }) =>
      db.visitorRecords
        .find({ selector: { kind: { $in: ['inquiry', 'charterReply'] } } })
        .$.pipe(map((docs) => myCharterRequests(docs.map((d) => plain(d))))),
    [],
  );
  const requests = result.status === 'ready' ? result.data : [];
  const delivered = requests.filter((r) => r.deliveredAt !== null && !r.refusal).map((r) => r.id);
  const key = delivered.join(',');
  useEffect(() => watchCharterReplies(key ? key.split(',') : []), [key]);
  return requests;
}
