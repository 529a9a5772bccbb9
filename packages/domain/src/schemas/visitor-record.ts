import type { Inquiry } from './inquiry';
import type { ViewEvent } from './view-event';
import type { PublicCharterSlot } from '../charter/charter-holds';
import type { CharterReply } from '../charter/charter-request';

/**
 * What this device's visitor owns, in one collection of the public database (RxDB core opens 13 collections per page;
 * docs/DATA-MODEL.md 'Collection budget'). A kind per use:
 * - 'inquiry': a lead the visitor sent (the outbox delivers it);
 * - 'view': a page view queued for the view counter (the outbox delivers it);
 * - 'setting': a small fact about this device's data (the visitor id, where the device projection stands);
 * - 'savedBoat': a boat on the visitor's shortlist (version 1), with what it looked like when saved;
 * - 'viewedBoat': a boat page the visitor opened (recently viewed, version 1), kept on this device only;
 * - 'savedSearch': a /boats search the visitor named (version 2), with what it matched when last opened;
 * - 'charterMonth': a month of the charter boat's calendar as the server last said it (version 3, #33), for /charter
 *   offline.
 */
export const VISITOR_RECORD_KINDS = [
  'inquiry',
  'view',
  'setting',
  'savedBoat',
  'viewedBoat',
  'savedSearch',
  'charterMonth',
  'charterReply',
] as const;
export type VisitorRecordKind = (typeof VISITOR_RECORD_KINDS)[number];

export interface VisitorRecord {
  /** '{kind}:{id of what it holds}' (visitorRecordId). */
  id: string;
  kind: VisitorRecordKind;
  /** Outbox kinds: when the backend acknowledged it; null while it is still to be sent. Kept on the device only. */
  deliveredAt: string | null;
  /** Outbox kinds: why the backend refused it (not sent, not retried; the visitor is told). */
  refusal?: string | null;
  inquiry?: Inquiry;
  view?: ViewEvent;
  /** A setting's value. */
  value?: string;
  /** 'savedBoat', 'viewedBoat': the boat as it was then, so the shortlist still names a boat that left the market. */
  boat?: BoatSnapshot;
  /** 'savedSearch': the search. */
  search?: SavedSearch;
  /** 'charterMonth': the month's taken slots (public: how, never who) and when the server said so. */
  charterMonth?: CharterMonthCopy;
  /** 'charterReply': the backend's answer, as it said it (id: the request's). */
  charterReply?: CharterReply;
}

/** A month of the charter calendar as this device last heard it (charter/charter-month.ts reads it). */
export interface CharterMonthCopy {
  /** 'YYYY-MM'. */
  month: string;
  /** When the server last said so (ISO): "as of" when offline. */
  asOf: string;
  slots: PublicCharterSlot[];
}
/** A month has at most 62 half days. */
export const MAX_CHARTER_MONTH_SLOTS = 62;

/**
 * A saved /boats search. Plain data with nothing tied to this device, so it can be mirrored into an account as it is, and a
 * server can match new listings against `params` with the same pure function the page uses.
 */
export interface SavedSearch {
  /** Random, stable across devices once synced. */
  id: string;
  name: string;
  /**
   * The /boats URL params (defaults left out) as a query string, 'type=Catamaran&priceMax=900000': `/boats?{params}`
   * opens the search, and the page's URL check reads it (search-params.ts), here or on a server.
   */
  params: string;
  createdAt: string;
  /** When the visitor last opened it (the time of `seen`). */
  lastOpenedAt: string;
  /** What it matched then, newest listed first, at most MAX_SEEN_BOATS. */
  seen: SeenBoat[];
  /** `seen` was cut at its limit: a boat not in it is new only if listed after lastOpenedAt. */
  seenCut: boolean;
}

/** A boat a saved search matched: enough to say what changed since ('N new', 'price changed', 'now sold'). */
export interface SeenBoat {
  id: string;
  /** Whole US dollars; null: price on request. */
  price: number | null;
  state: SeenState;
}
export const SEEN_STATES = ['for-sale', 'under-offer', 'sold'] as const;
export type SeenState = (typeof SEEN_STATES)[number];
/** Stored snapshot limits: a search may match thousands of boats; one record stays a few KB. */
export const MAX_SEEN_BOATS = 300;
export const MAX_SEARCH_NAME = 80;

/** What the shortlist and recently viewed keep of a boat: enough to show it when the public copy is gone. */
export interface BoatSnapshot {
  boatId: string;
  /** When it was saved, or last viewed. */
  at: string;
  title: string;
  /** Whole US dollars; 0 with priceOnRequest. */
  price: number;
  priceOnRequest: boolean;
  /** Feet. */
  length: number;
  /** The primary photo's URL as stored on the boat, or null. */
  imageUrl: string | null;
}

export function visitorRecordId(kind: VisitorRecordKind, id: string): string {
  return `${kind}:${id}`;
}
