import { charterAskProblem, type CharterAsk } from './charter-slots';
import {
  CHARTER_ADD_ONS_MAX,
  CHARTER_CHOICES,
  CHARTER_REPLY_STATUSES,
  CHARTER_REPLY_ALTERNATIVES_MAX,
  type CharterChoice,
} from './charter-choices';

/**
 * #33: a guest's request to book, as it rides in a lead of type 'charter' (the CRM's leads: badge, overdue timer,
 * replies, notes): the ask and the party, as the lead's text details, so the lead's bounds and rules carry it.
 */
export const CHARTER_GUESTS_MAX = 12;

export interface CharterRequest {
  ask: CharterAsk;
  guests: number;
  addOns: string[];
  destination: string | null;
}

/** What the page offers to choose from (its lists; site settings later). */
export interface CharterChoices {
  addOns: readonly string[];
  destinations: readonly string[];
}

export type CharterRequestField = 'ask' | 'guests' | 'addOns' | 'destination';

/** Pure: what is wrong with a request, field by field (a message for the guest each); empty when nothing is. */
export function charterRequestProblems(
  request: CharterRequest,
  choices: CharterChoices,
): Partial<Record<CharterRequestField, string>> {
  const problems: Partial<Record<CharterRequestField, string>> = {};
  const ask = charterAskProblem(request.ask);
  if (ask) problems.ask = ask;
  if (!Number.isInteger(request.guests) || request.guests < 1 || request.guests > CHARTER_GUESTS_MAX)
    problems.guests = `The boat takes 1 to ${CHARTER_GUESTS_MAX} guests.`;
  if (
    request.addOns.length > CHARTER_ADD_ONS_MAX ||
    new Set(request.addOns).size !== request.addOns.length ||
    request.addOns.some((a) => !choices.addOns.includes(a))
  )
    problems.addOns = 'Choose add-ons from the list.';
  if (request.destination !== null && !choices.destinations.includes(request.destination))
    problems.destination = 'Choose a destination from the list.';
  return problems;
}

/** Pure: the lead details of a request (text, as every lead detail is). */
export function charterDetails(request: CharterRequest): Record<string, string> {
  const details: Record<string, string> = {
    charterChoice: request.ask.choice,
    charterDay: request.ask.day,
    charterGuests: String(request.guests),
  };
  if (request.ask.lastDay) details.charterLastDay = request.ask.lastDay;
  if (request.addOns.length) details.charterAddOns = request.addOns.join('\n');
  if (request.destination) details.charterDestination = request.destination;
  return details;
}

/** Pure: the request a lead's details carry, or null when they carry none or not a readable one (hostile input). */
export function charterRequestOf(details: Readonly<Record<string, unknown>>): CharterRequest | null {
  const { charterChoice, charterDay, charterLastDay, charterGuests, charterAddOns, charterDestination } = details;
  if (!(CHARTER_CHOICES as readonly unknown[]).includes(charterChoice) || typeof charterDay !== 'string') return null;
  if (charterLastDay !== undefined && typeof charterLastDay !== 'string') return null;
  const ask: CharterAsk =
    charterLastDay === undefined
      ? { choice: charterChoice as CharterChoice, day: charterDay }
      : { choice: charterChoice as CharterChoice, day: charterDay, lastDay: charterLastDay };
  if (charterAskProblem(ask)) return null;
  if (typeof charterGuests !== 'string' || !/^\d{1,2}$/.test(charterGuests)) return null;
  if (charterAddOns !== undefined && typeof charterAddOns !== 'string') return null;
  if (charterDestination !== undefined && typeof charterDestination !== 'string') return null;
  return {
    ask,
    guests: Number(charterGuests),
    addOns: charterAddOns ? charterAddOns.split('\n') : [],
    destination: charterDestination ?? null,
  };
}

/**
 * The backend's answer to a delivered charter request (`charterReplies/{leadId}`), which the guest's device reads by
 * the request's id: its slots held until a time, or taken (with the nearest free asks) or no longer open (with why).
 * A broker's confirmation, decline or proposal comes on top of it later.
 */
export interface CharterReply {
  id: string;
  status: (typeof CHARTER_REPLY_STATUSES)[number];
  heldUntil: string | null;
  alternatives: CharterAsk[];
  message: string | null;
  updatedAt: string;
}

const REPLY_STATUSES: ReadonlySet<string> = new Set(CHARTER_REPLY_STATUSES);
const REPLY_MESSAGE_MAX = 300;

/** Pure: a reply as the server (or this device's copy) holds it, or null when it is not one (hostile input). */
export function readCharterReply(doc: unknown): CharterReply | null {
  if (typeof doc !== 'object' || doc === null) return null;
  const { id, status, heldUntil, alternatives, message, updatedAt } = doc as Record<string, unknown>;
  if (typeof id !== 'string' || id.length === 0 || id.length > 64) return null;
  if (typeof status !== 'string' || !REPLY_STATUSES.has(status)) return null;
  if (typeof updatedAt !== 'string' || Number.isNaN(Date.parse(updatedAt))) return null;
  const until = typeof heldUntil === 'string' && !Number.isNaN(Date.parse(heldUntil)) ? heldUntil : null;
  if (status === 'held' && until === null) return null;
  const asks = (Array.isArray(alternatives) ? alternatives : [])
    .slice(0, CHARTER_REPLY_ALTERNATIVES_MAX)
    .filter((a): a is CharterAsk => typeof a === 'object' && a !== null && charterAskProblem(a as CharterAsk) === null)
    .map((a) => (a.lastDay ? { choice: a.choice, day: a.day, lastDay: a.lastDay } : { choice: a.choice, day: a.day }));
  return {
    id,
    status: status as CharterReply['status'],
    heldUntil: status === 'held' ? until : null,
    alternatives: asks,
    message: typeof message === 'string' ? message.slice(0, REPLY_MESSAGE_MAX) : null,
    updatedAt,
  };
}
