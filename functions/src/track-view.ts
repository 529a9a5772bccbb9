import { createHash } from 'node:crypto';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { Checked } from './profile-input';
import { isAlreadyExists, isLive, replicationFields } from './replication';
import { utcDay } from '@harbour/domain/time-units';
import { ADMIN_STATS, OWNER_STATS } from './counters';
import { shouldCountView as countsOnce } from '@harbour/domain/counters/view-window';
import { addressLimitKey } from './network-address';

import type { ViewedItemType } from '@harbour/domain/schemas/view-event';

export type { ViewedItemType };
export interface TrackViewInput {
  itemType: ViewedItemType;
  itemId: string;
  visitorId: string;
}

export const ITEM_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** A visitor id is a random UUID made on the device; any 8–64 letters, digits and dashes are accepted. */
export const VISITOR_ID = /^[A-Za-z0-9-]{8,64}$/;

export const TRACK_VIEW_MESSAGES = {
  shape: 'Expected an object with itemType, itemId and visitorId',
  itemType: 'itemType must be "boat" or "post"',
  itemId: 'itemId must be 1 to 64 letters, digits, "-" or "_"',
  visitorId: 'visitorId must be 8 to 64 letters, digits or "-"',
} as const;

export function checkTrackViewInput(data: unknown): Checked<TrackViewInput> {
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    return { ok: false, message: TRACK_VIEW_MESSAGES.shape };
  const { itemType, itemId, visitorId } = data as Record<string, unknown>;
  if (itemType !== 'boat' && itemType !== 'post') return { ok: false, message: TRACK_VIEW_MESSAGES.itemType };
  if (typeof itemId !== 'string' || !ITEM_ID.test(itemId)) return { ok: false, message: TRACK_VIEW_MESSAGES.itemId };
  if (typeof visitorId !== 'string' || !VISITOR_ID.test(visitorId))
    return { ok: false, message: TRACK_VIEW_MESSAGES.visitorId };
  return { ok: true, value: { itemType, itemId, visitorId } };
}

/**
 * The dedupe rule, the device's own (@harbour/domain/counters/view-window): a visitor's view of an item counts unless one
 * was counted within the last 60 minutes, a sliding window. Here the one to compare with is the last counted view.
 */
export function shouldCountView(lastCountedAt: string | null | undefined, now: Date): boolean {
  return countsOnce(lastCountedAt ? [lastCountedAt] : [], now);
}

/** Where the public copies live: a view is only counted for an item the public can see. */
export const PUBLIC_COLLECTION: Record<ViewedItemType, string> = { boat: 'listings', post: 'publishedPosts' };
export const VIEW_COUNTS = 'viewCounts';
/** viewDedup/{itemType}_{itemId}_{visitorId}: when this visitor's view of this item last counted. */
export const VIEW_DEDUP = 'viewDedup';
/**
 * viewDedupClaims/{dedupId}_{previous lastCountedAt ms or 0}: created (never overwritten) by the write that
 * counts. Two calls that both saw the same previous state race for the same claim and only one commits,
 * so a visitor is counted once even where transactions are not isolated (the local stand-in).
 */
export const VIEW_DEDUP_CLAIMS = 'viewDedupClaims';
/** TTL policy field (Firestore TTL on expireAt for viewDedup and viewDedupClaims). */
const DEDUP_KEEP_MS = 30 * 24 * 60 * 60 * 1000;
const CLAIM_KEEP_MS = 24 * 60 * 60 * 1000;

/**
 * Visitor ids are made on the device, so whoever rotates them would count every call (finding 6). One network address
 * counts at most this many views of one item per UTC hour; a marina's shared Wi-Fi rarely has more people on one
 * boat's page in an hour.
 */
export const MAX_VIEWS_PER_ADDRESS_PER_HOUR = 20;
/** viewAddressLimits/{address hash}_{itemType}_{itemId}_{hour}: { count, expireAt } (TTL policy). */
export const VIEW_ADDRESS_LIMITS = 'viewAddressLimits';
const HOUR_MS = 60 * 60 * 1000;
/**
 * A post's public copy (publishedPosts) takes its counted views at most once per window: every write to it makes every
 * online visitor's replica pull it again (finding 6). The counter (viewCounts) is always exact.
 */
export const POST_VIEWS_PUBLISH_MS = HOUR_MS;

/** Pure: what a limit's document id holds of a visitor id or an address, so neither is stored as it is. */
export function hashedKey(value: string): string {
  return createHash('sha256').update(value).digest('hex').slice(0, 32);
}

/**
 * The limit's document id: the address counts by its key (an IPv6 address by its /64, #32 N8: network-address.ts),
 * hashed, so no visitor's IP address is stored.
 */
export function addressLimitId(address: string, input: Pick<TrackViewInput, 'itemType' | 'itemId'>, now: Date): string {
  const hash = hashedKey(addressLimitKey(address));
  return `${hash}_${input.itemType}_${input.itemId}_${now.toISOString().slice(0, 13)}`;
}

/**
 * Pure: the caller's network address. Google's front end appends the address it saw to X-Forwarded-For; what comes
 * before it is whatever the caller sent, so only the last entry is trusted. Without the header (local runs): the socket.
 */
export function callerAddress(forwardedFor: string | string[] | undefined, socketAddress: string | undefined): string {
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '');
  const last = header
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .pop();
  return last ?? socketAddress ?? 'unknown';
}

export function viewCountId(itemType: ViewedItemType, itemId: string): string {
  return `${itemType}:${itemId}`;
}

/** itemId and visitorId can't contain the separator's meaning: visitor ids have no '_', so the id is unambiguous. */
export function viewDedupId(input: TrackViewInput): string {
  return `${input.itemType}_${input.itemId}_${input.visitorId}`;
}

export class ItemNotFoundError extends Error {
  constructor(
    readonly itemType: ViewedItemType,
    readonly itemId: string,
  ) {
    super(itemType === 'boat' ? 'No listed boat with that id' : 'No published post with that id');
  }
}

export interface TrackViewResult {
  counted: boolean;
}

/** Who asked: the network address the per-address limit counts (none for the functions' own calls and tests). */
export interface ViewCaller {
  address?: string;
}

/**
 * One view: in one transaction, checks the item is public, applies the dedupe rule, and bumps the item's
 * counter (total + today's UTC bucket), the admin's Total Views (boats only, as the KPI counts listing
 * views) and the boat owner's views. Counters are blind increments, so concurrent views never conflict
 * on them. Throws ItemNotFoundError for an item that is not (or no longer) public.
 */
export async function trackView(
  db: Firestore,
  input: TrackViewInput,
  now: Date = new Date(),
  caller: ViewCaller = {},
): Promise<TrackViewResult> {
  const dedupId = viewDedupId(input);
  const dedupRef = db.collection(VIEW_DEDUP).doc(dedupId);
  const itemRef = db.collection(PUBLIC_COLLECTION[input.itemType]).doc(input.itemId);
  const countRef = db.collection(VIEW_COUNTS).doc(viewCountId(input.itemType, input.itemId));
  const limitRef =
    caller.address === undefined
      ? null
      : db.collection(VIEW_ADDRESS_LIMITS).doc(addressLimitId(caller.address, input, now));
  try {
    return await db.runTransaction(async (tx) => {
      // The master copy: a boat's owner (the public listing does not say whose boat it is: finding 14), a post's
      // baseline views (what its public copy adds the counted views to).
      const masterRef = db.collection(input.itemType === 'boat' ? 'boats' : 'blogPosts').doc(input.itemId);
      const [item, dedup, master, limit, count] = await Promise.all([
        tx.get(itemRef),
        tx.get(dedupRef),
        tx.get(masterRef),
        limitRef ? tx.get(limitRef) : Promise.resolve(null),
        input.itemType === 'post' ? tx.get(countRef) : Promise.resolve(null),
      ]);
      const itemData = item.data();
      if (!item.exists || !isLive(itemData)) throw new ItemNotFoundError(input.itemType, input.itemId);
      const last = (dedup.data()?.lastCountedAt as string | undefined) ?? null;
      if (!shouldCountView(last, now)) return { counted: false };
      const fromAddress = Number(limit?.data()?.count ?? 0) || 0;
      if (limitRef && fromAddress >= MAX_VIEWS_PER_ADDRESS_PER_HOUR) return { counted: false };

      const at = now.toISOString();
      const previous = last ? Date.parse(last) : 0;
      // The claim goes first: where writes are applied one by one, a lost race stops before any counter moves.
      tx.create(db.collection(VIEW_DEDUP_CLAIMS).doc(`${dedupId}_${Number.isNaN(previous) ? 0 : previous}`), {
        dedupId,
        at,
        expireAt: new Date(now.getTime() + CLAIM_KEEP_MS),
      });
      tx.set(dedupRef, { ...input, lastCountedAt: at, expireAt: new Date(now.getTime() + DEDUP_KEEP_MS) });
      if (limitRef) tx.set(limitRef, { count: fromAddress + 1, expireAt: new Date(now.getTime() + 2 * HOUR_MS) });

      const owner = input.itemType === 'boat' ? master.data()?.createdBy : null;
      const ownerId = typeof owner === 'string' && owner !== '' ? owner : null;
      const one = FieldValue.increment(1);
      const counter: Record<string, unknown> = {
        id: viewCountId(input.itemType, input.itemId),
        itemType: input.itemType,
        itemId: input.itemId,
        ownerId,
        total: one,
        daily: { [utcDay(now)]: one },
        updatedAt: at,
        ...replicationFields(false),
      };
      if (input.itemType === 'boat') {
        tx.set(
          db.collection(ADMIN_STATS.collection).doc(ADMIN_STATS.id),
          { totalViews: one, updatedAt: at, ...replicationFields(false) },
          { merge: true },
        );
        if (ownerId)
          tx.set(
            db.collection(OWNER_STATS).doc(ownerId),
            { id: ownerId, totalViews: one, updatedAt: at, ...replicationFields(false) },
            { merge: true },
          );
      } else {
        // The public post shows its views (baseline + counted, as syncPublishedPost writes it), brought up to date at
        // most once per POST_VIEWS_PUBLISH_MS.
        const data = count?.data();
        const age = now.getTime() - Date.parse(String(data?.viewsPublishedAt ?? ''));
        if (!(age >= 0 && age < POST_VIEWS_PUBLISH_MS)) {
          const baseline = Number(master.data()?.viewCount ?? 0) || 0;
          const total = (Number(data?.total ?? 0) || 0) + 1;
          tx.update(itemRef, { viewCount: baseline + total, ...replicationFields(false) });
          counter.viewsPublishedAt = at;
        }
      }
      tx.set(countRef, counter, { merge: true });
      return { counted: true };
    });
  } catch (error) {
    // Another call for the same visitor and item counted first.
    if (isAlreadyExists(error)) return { counted: false };
    throw error;
  }
}
