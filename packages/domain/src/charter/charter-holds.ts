import {
  holdEndsAt,
  stillTakes,
  DEFAULT_CHARTER_RULES,
  askOpen,
  type CharterRules,
  type OccupancyKind,
} from './charter-calendar';
import type { PUBLIC_SLOT_STATES } from './charter-choices';
import { charterAskProblem, slotsOf, type CharterAsk, type SlotKey } from './charter-slots';

/**
 * #33, no double booking: the backend's record of one slot (`charterSlots/{slot}`), one document per half day, so two
 * requests for the same slot meet on the same document and the database lets exactly one transaction write it.
 * Only the backend writes them; an admin reads them; a visitor reads the public copy (busy or free, never who).
 */
export interface CharterSlotRecord {
  /** The slot key, e.g. '2026-12-05:am'. */
  id: SlotKey;
  kind: OccupancyKind;
  /** A hold: when it lapses (ISO). Null otherwise. */
  heldUntil: string | null;
  /** The charter request (lead) that holds or booked it; null for a block. */
  requestId: string | null;
  updatedAt: string;
}

export type HoldDecision =
  | { ok: true; slots: SlotKey[]; heldUntil: string }
  | { ok: false; reason: 'not-open' | 'taken'; taken: SlotKey[]; message: string };

export const SLOT_TAKEN_TEXT = 'Sorry, that time was just taken. Here are the nearest free ones.';
export const SLOT_NOT_OPEN_TEXT = 'That time can no longer be asked for online. Please call us.';

/**
 * Pure: whether a request delivered now may hold its slots, given what the backend holds of each (undefined: never
 * taken). A slot whose hold lapsed is free; a slot this very request holds already is its own (a trigger delivered
 * twice decides the same: the first hold's end stands).
 */
export function decideHold(
  requestId: string,
  ask: CharterAsk,
  records: ReadonlyMap<SlotKey, CharterSlotRecord | undefined>,
  now: Date,
  rules: CharterRules = DEFAULT_CHARTER_RULES,
): HoldDecision {
  const problem = charterAskProblem(ask);
  if (problem) return { ok: false, reason: 'not-open', taken: [], message: problem };
  const slots = slotsOf(ask);
  const mine = slots.map((s) => records.get(s)).filter((r) => r?.requestId === requestId && r.kind === 'hold');
  const taken = slots.filter((s) => {
    const record = records.get(s);
    if (!record || record.requestId === requestId) return false;
    return stillTakes({ kind: record.kind, slots: [s], heldUntil: record.heldUntil ?? undefined }, now);
  });
  if (taken.length) return { ok: false, reason: 'taken', taken, message: SLOT_TAKEN_TEXT };
  // Asked again after it lapsed, or too late: only a request that does not hold its slots yet is held to the notice.
  if (mine.length === slots.length && mine[0]?.heldUntil) return { ok: true, slots, heldUntil: mine[0].heldUntil };
  if (!askOpen(ask, now, rules)) return { ok: false, reason: 'not-open', taken: [], message: SLOT_NOT_OPEN_TEXT };
  return { ok: true, slots, heldUntil: holdEndsAt(now, rules).toISOString() };
}

/**
 * What a visitor's calendar reads of a taken slot (`publicCharterSlots/{slot}`, kept by the backend from the slot's
 * record): how it is taken and, for a hold, until when (read as free after it). Never who, never which channel.
 */
export interface PublicCharterSlot {
  id: SlotKey;
  state: (typeof PUBLIC_SLOT_STATES)[number];
  heldUntil: string | null;
}

const PUBLIC_STATE: Record<OccupancyKind, PublicCharterSlot['state']> = {
  hold: 'held',
  booking: 'booked',
  channel: 'booked',
  block: 'blocked',
};

/** Pure: the public copy of a slot's record; null when the slot is free (no record). */
export function publicSlotOf(record: CharterSlotRecord | undefined): PublicCharterSlot | null {
  if (!record) return null;
  return {
    id: record.id,
    state: PUBLIC_STATE[record.kind],
    heldUntil: record.kind === 'hold' ? record.heldUntil : null,
  };
}
