// Pure: when a lead reached the brokerage (#32 finding N13). A visitor's device writes `createdAt` with its own clock,
// possibly days before an offline outbox delivers it, possibly set ahead on purpose; the backend stamps `receivedAt`
// (the document's creation time on the server, functions/src/inquiries.ts) and no client may write it (firestore.rules).
// Lists, the overdue rule, the figures and the CSV read the arrival from here, never `createdAt` alone.

/** What a lead's arrival is read from. */
export interface ArrivalFields {
  /** The sending device's clock: kept to show, never trusted to order or to decide overdue. */
  createdAt: string;
  /** The server's time of arrival, ISO; null (or absent) until the backend has stamped it. */
  receivedAt?: string | null;
}

const parsed = (iso: string | null | undefined): number | null => {
  if (typeof iso !== 'string') return null;
  const t = Date.parse(iso);
  return Number.isNaN(t) ? null : t;
};

/**
 * Pure: the lead's arrival, ISO. The backend's stamp once it is there. Until then (a lead delivered a moment ago, one
 * a broker just added on this device, one from before the stamp existed) the device's `createdAt`, but never later
 * than `now`: a date in the future neither pins the lead on top nor keeps it from being overdue. An unreadable
 * `createdAt` stays as it is, so the rules that read it treat it as unknown.
 */
export function leadArrivedAt(lead: ArrivalFields, now: Date): string {
  if (parsed(lead.receivedAt) !== null) return lead.receivedAt!;
  const sent = parsed(lead.createdAt);
  if (sent === null) return lead.createdAt;
  return sent > now.getTime() ? now.toISOString() : lead.createdAt;
}

/** Pure: the arrival in ms since the epoch, for ordering; null when unreadable. */
export function leadArrivalMs(lead: ArrivalFields, now: Date): number | null {
  return parsed(leadArrivedAt(lead, now));
}

/** Pure: newest arrival first (unreadable dates last), then by id so the order is stable. */
export function newestArrivalFirst<L extends ArrivalFields & { id: string }>(now: Date): (a: L, b: L) => number {
  return (a, b) => {
    const ta = leadArrivalMs(a, now) ?? -Infinity;
    const tb = leadArrivalMs(b, now) ?? -Infinity;
    if (ta !== tb) return tb > ta ? 1 : -1;
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  };
}
