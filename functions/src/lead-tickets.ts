import type { Firestore } from 'firebase-admin/firestore';
import type { Checked } from './profile-input';
import { hashedKey, ITEM_ID, VISITOR_ID } from './track-view';
import { addressLimitKey } from './network-address';

/**
 * Abuse limits on leads (issue #15, "abuse has limits"). A visitor's device still writes its lead straight to
 * Firestore, where the rules own its shape, but the rules take a new lead only with a ticket (leadTickets/{leadId}),
 * and only this function issues tickets: at most MAX_LEADS_PER_VISITOR_PER_HOUR a visitor id and
 * MAX_LEADS_PER_ADDRESS_PER_HOUR a network address (a marina's Wi-Fi is many visitors behind one address).
 * Asking again for the same lead is not counted again, so a device that lost the answer can retry.
 */
export const LEAD_TICKETS = 'leadTickets';
/** leadLimits/{v|a}_{hash}_{hour}: { count, expireAt } (TTL policy); visitor ids and addresses are stored hashed. */
export const LEAD_LIMITS = 'leadLimits';
export const MAX_LEADS_PER_VISITOR_PER_HOUR = 5;
export const MAX_LEADS_PER_ADDRESS_PER_HOUR = 30;
/** A ticket outlives the request that asked for it by days: the device may lose its connection before it writes. */
export const TICKET_KEEP_DAYS = 7;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export interface LeadTicketInput {
  leadId: string;
  visitorId: string;
}

export const LEAD_TICKET_MESSAGES = {
  shape: 'Expected an object with leadId and visitorId',
  leadId: 'leadId must be 1 to 64 letters, digits, "-" or "_"',
  visitorId: 'visitorId must be 8 to 64 letters, digits or "-"',
  limited: 'Too many messages from this device or network in the last hour. Yours is kept and sent later.',
} as const;

export function checkLeadTicketInput(data: unknown): Checked<LeadTicketInput> {
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    return { ok: false, message: LEAD_TICKET_MESSAGES.shape };
  const { leadId, visitorId } = data as Record<string, unknown>;
  if (typeof leadId !== 'string' || !ITEM_ID.test(leadId)) return { ok: false, message: LEAD_TICKET_MESSAGES.leadId };
  if (typeof visitorId !== 'string' || !VISITOR_ID.test(visitorId))
    return { ok: false, message: LEAD_TICKET_MESSAGES.visitorId };
  return { ok: true, value: { leadId, visitorId } };
}

/**
 * Pure: the limit documents a request counts against this hour (the address's only when it is known, by its key: an
 * IPv6 address by its /64, #32 N8).
 */
export function leadLimitIds(input: LeadTicketInput, address: string | undefined, now: Date): string[] {
  const hour = now.toISOString().slice(0, 13);
  const ids = [`v_${hashedKey(input.visitorId)}_${hour}`];
  if (address !== undefined) ids.push(`a_${hashedKey(addressLimitKey(address))}_${hour}`);
  return ids;
}

/** Pure: how long until the hour's counts are left behind (the next clock hour, UTC). */
export function msUntilNextHour(now: Date): number {
  return HOUR_MS - (now.getTime() % HOUR_MS);
}

export type LeadTicketResult = { issued: true } | { issued: false; retryAfterMs: number };

/** Issues the lead's ticket unless the visitor or the address has used up this hour's leads. */
export async function issueLeadTicket(
  db: Firestore,
  input: LeadTicketInput,
  now: Date,
  caller: { address?: string } = {},
): Promise<LeadTicketResult> {
  const ticketRef = db.collection(LEAD_TICKETS).doc(input.leadId);
  const [visitorRef, addressRef] = leadLimitIds(input, caller.address, now).map((id) =>
    db.collection(LEAD_LIMITS).doc(id),
  );
  return db.runTransaction(async (tx) => {
    const ticket = await tx.get(ticketRef);
    if (ticket.exists) return { issued: true };
    const limits = await Promise.all([visitorRef, addressRef].filter((r) => r !== undefined).map((r) => tx.get(r!)));
    const counts = limits.map((l) => Number(l.data()?.count ?? 0) || 0);
    const maxima = [MAX_LEADS_PER_VISITOR_PER_HOUR, MAX_LEADS_PER_ADDRESS_PER_HOUR];
    if (counts.some((count, i) => count >= maxima[i]!)) return { issued: false, retryAfterMs: msUntilNextHour(now) };
    const expireAt = new Date(now.getTime() + 2 * HOUR_MS);
    limits.forEach((limit, i) => tx.set(limit.ref, { count: counts[i]! + 1, expireAt }));
    tx.set(ticketRef, { at: now, expireAt: new Date(now.getTime() + TICKET_KEEP_DAYS * DAY_MS) });
    return { issued: true };
  });
}
