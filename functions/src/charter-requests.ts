import type { Firestore } from 'firebase-admin/firestore';
import { FieldPath } from 'firebase-admin/firestore';
import { charterRequestOf, type CharterReply } from '@harbour/domain/charter/charter-request';
import { askDays, type CharterAsk, type SlotKey } from '@harbour/domain/charter/charter-slots';
import { nearestFreeAsks, takenSlots, type Occupancy } from '@harbour/domain/charter/charter-calendar';
import type { CharterSlotRecord } from '@harbour/domain/charter/charter-holds';
import { addDays } from '@harbour/domain/charter/nassau-time';
import { CHARTER_SLOTS, holdCharterSlots } from './charter-holds';
import { isAlreadyExists, isLive } from './replication';

/** The answer to each charter request, read by the guest's device by the request's id (charter-request.ts). */
export const CHARTER_REPLIES = 'charterReplies';
/** How far either side of a taken ask the nearest free ones are looked for. */
const SEARCH_DAYS = 30;

/** What takes each slot from `from` to `to` (days, included), as the backend's records say. */
async function occupanciesBetween(db: Firestore, from: string, to: string): Promise<Occupancy[]> {
  const slots = await db
    .collection(CHARTER_SLOTS)
    .where(FieldPath.documentId(), '>=', `${from}:am`)
    .where(FieldPath.documentId(), '<=', `${to}:pm`)
    .get();
  return slots.docs
    .map((d) => d.data())
    .filter(isLive)
    .map((r) => {
      const record = r as unknown as CharterSlotRecord;
      return { kind: record.kind, slots: [record.id as SlotKey], heldUntil: record.heldUntil ?? undefined };
    });
}

/** The nearest free asks of the same kind around one that was taken. */
async function alternativesTo(db: Firestore, ask: CharterAsk, now: Date): Promise<CharterAsk[]> {
  const days = askDays(ask);
  const around = await occupanciesBetween(db, addDays(days[0]!, -SEARCH_DAYS), addDays(days.at(-1)!, SEARCH_DAYS));
  return nearestFreeAsks(ask, takenSlots(around, now), now);
}

/**
 * #33: a charter request (a lead of type 'charter') is answered once, when it arrives: its slots are held
 * (holdCharterSlots: two requests for one slot give one hold), or it is told they are taken, with the nearest free
 * ones, or that the time can no longer be asked for. The answer goes to charterReplies/{leadId}, for the guest's
 * device; a lead without a readable charter request is left alone. Returns the answer written, or null.
 */
export async function answerCharterRequest(
  db: Firestore,
  leadId: string,
  lead: Record<string, unknown> | null,
  now: Date = new Date(),
): Promise<CharterReply | null> {
  if (!isLive(lead) || lead.inquiryType !== 'charter') return null;
  const request = charterRequestOf((lead.details ?? {}) as Record<string, unknown>);
  if (!request) return null;
  const replyRef = db.collection(CHARTER_REPLIES).doc(leadId);
  // The lead's own later writes (its arrival stamp, a broker's note) run the trigger again: answered once.
  if ((await replyRef.get()).exists) return null;
  const decision = await holdCharterSlots(db, leadId, request.ask, now);
  const answered = { id: leadId, updatedAt: now.toISOString() };
  const reply: CharterReply = decision.ok
    ? { ...answered, status: 'held', heldUntil: decision.heldUntil, alternatives: [], message: null }
    : {
        ...answered,
        status: decision.reason,
        heldUntil: null,
        alternatives: decision.reason === 'taken' ? await alternativesTo(db, request.ask, now) : [],
        message: decision.message,
      };
  try {
    await replyRef.create(reply);
  } catch (error) {
    // Two deliveries of one arrival at once: the other answered (its hold is this request's own, the same).
    if (!isAlreadyExists(error)) throw error;
    return null;
  }
  return reply;
}
