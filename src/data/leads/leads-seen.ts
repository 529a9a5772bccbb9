import { keyListeners } from '@/lib/key-listeners';

/**
 * Which leads an admin has seen, kept on this device per account (localStorage): every lead that arrived up to `upTo`,
 * and those read one by one since (`ids`). A device starts with nothing seen; a malformed value reads as nothing seen.
 * The count of unread leads is mirrored for the header's Admin Portal badge, which opens no database.
 */
export interface LeadsSeen {
  upTo: string | null;
  ids: string[];
}

export const NOTHING_SEEN: LeadsSeen = { upTo: null, ids: [] };
const MAX_IDS = 500;
const seenKey = (uid: string) => `hy.leadsSeen.${uid}`;
const UNREAD_KEY = 'hy.unreadLeads';
const listenersByKey = new Map<string, ReturnType<typeof keyListeners>>();
const listenersOf = (key: string) => {
  let listeners = listenersByKey.get(key);
  if (!listeners) listenersByKey.set(key, (listeners = keyListeners(key)));
  return listeners;
};

/** Pure: the stored text as LeadsSeen; anything malformed is nothing seen. */
export function parseLeadsSeen(raw: string | null): LeadsSeen {
  if (!raw) return NOTHING_SEEN;
  try {
    const value = JSON.parse(raw) as { upTo?: unknown; ids?: unknown };
    const upTo = typeof value.upTo === 'string' && value.upTo.length <= 40 ? value.upTo : null;
    const ids = Array.isArray(value.ids)
      ? value.ids.filter((id): id is string => typeof id === 'string' && id.length <= 128).slice(-MAX_IDS)
      : [];
    return { upTo, ids };
  } catch {
    return NOTHING_SEEN;
  }
}

const cache = new Map<string, { raw: string | null; seen: LeadsSeen }>();

/** What this admin has seen on this device (the same object until it changes: fits useSyncExternalStore). */
export function leadsSeen(uid: string): LeadsSeen {
  let raw: string | null;
  try {
    raw = globalThis.localStorage?.getItem(seenKey(uid)) ?? null;
  } catch {
    raw = null;
  }
  const cached = cache.get(uid);
  if (cached && cached.raw === raw) return cached.seen;
  const seen = parseLeadsSeen(raw);
  cache.set(uid, { raw, seen });
  return seen;
}

export function setLeadsSeen(uid: string, seen: LeadsSeen): void {
  try {
    globalThis.localStorage?.setItem(seenKey(uid), JSON.stringify({ upTo: seen.upTo, ids: seen.ids.slice(-MAX_IDS) }));
  } catch {
    // Storage refused: the leads stay unread on this device; nothing else depends on it.
  }
  listenersOf(seenKey(uid)).announce();
}

export const subscribeLeadsSeen = (uid: string) => listenersOf(seenKey(uid)).subscribe;

/** The header's badge: how many leads the admin on this device has not seen (0 when none or unknown). */
export function unreadLeadsHint(): number {
  try {
    const n = Number(globalThis.localStorage?.getItem(UNREAD_KEY) ?? 0);
    return Number.isInteger(n) && n > 0 ? n : 0;
  } catch {
    return 0;
  }
}

export function setUnreadLeadsHint(count: number): void {
  if (count === unreadLeadsHint()) return;
  try {
    if (count > 0) globalThis.localStorage?.setItem(UNREAD_KEY, String(count));
    else globalThis.localStorage?.removeItem(UNREAD_KEY);
  } catch {
    // Storage refused: the header shows no count; the dashboard still does.
  }
  listenersOf(UNREAD_KEY).announce();
}

export const subscribeUnreadLeadsHint = listenersOf(UNREAD_KEY).subscribe;

/** Logout on a shared device: nothing of this admin's leads stays (replica-wipe.ts). */
export function forgetLeadsSeen(uid: string): void {
  try {
    globalThis.localStorage?.removeItem(seenKey(uid));
  } catch {
    // Storage refused: nothing was kept.
  }
  listenersOf(seenKey(uid)).announce();
  setUnreadLeadsHint(0);
}
