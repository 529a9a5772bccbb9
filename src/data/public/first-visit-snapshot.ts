import type { Boat } from '@harbour/domain/schemas/boat';
import type { BlogPost } from '@harbour/domain/schemas/blog-post';
import { PUBLIC_PULLED_HINT_KEY, PUBLIC_SNAPSHOT_URL, hasPublicPulledHint } from '../firebase/public-snapshot-hint';
import { isPartialSnapshot, parsePartialSnapshot, type PartialSnapshot } from './partial-snapshot';
import { logError } from '@/lib/log';

/** What the public pages can show before the database is open. */
export interface PublicSnapshot {
  boats: Boat[];
  posts: BlogPost[];
}

/**
 * What this visit has before the database: the whole public data, or the part a rendered page carries for its first
 * screen (partial-snapshot.ts), which answers only the question it was chosen for.
 */
export type FirstVisitSnapshot = PublicSnapshot | PartialSnapshot;

const isEntryList = (value: unknown): value is { id: string }[] =>
  Array.isArray(value) &&
  value.every(
    (e) => typeof e === 'object' && e !== null && !Array.isArray(e) && typeof (e as { id?: unknown }).id === 'string',
  );

/**
 * Pure: the body of /public-snapshot.json (functions/src/public-snapshot.ts) as a snapshot, or null when it is not
 * one. A loose check (arrays of objects with string ids): the entries are the server's own projection documents,
 * the same ones replication will store, and the live queries replace them moments later.
 */
export function parsePublicSnapshot(body: unknown): PublicSnapshot | null {
  if (typeof body !== 'object' || body === null) return null;
  const { boats, posts } = body as { boats?: unknown; posts?: unknown };
  return isEntryList(boats) && isEntryList(posts) ? { boats: boats as Boat[], posts: posts as BlogPost[] } : null;
}

/** The id of the JSON <script> a page rendered by the `preview` function carries its snapshot in (listing-page-server.ts). */
export const EMBEDDED_SNAPSHOT_ID = 'public-snapshot';

/** Pure: what a rendered page carries (its part of the data, or the whole), or null when it is neither. */
export function parsePageSnapshot(body: unknown): FirstVisitSnapshot | null {
  if (typeof body === 'object' && body !== null && 'partial' in body) return parsePartialSnapshot(body);
  return parsePublicSnapshot(body);
}

/** The snapshot the server rendered this page from, carried in the page itself; null when there is none (or it is not one). */
function embeddedSnapshot(): FirstVisitSnapshot | null {
  const text = typeof document === 'undefined' ? null : document.getElementById(EMBEDDED_SNAPSHOT_ID)?.textContent;
  if (!text) return null;
  try {
    return parsePageSnapshot(JSON.parse(text));
  } catch {
    return null;
  }
}

/**
 * The live listings and published posts in one response from the `publicSnapshot` function (preloaded by the page's
 * inline script), whether or not this device holds them: the first-visit snapshot, and the home page's featured boats
 * (which open no database).
 */
export async function fetchPublicData(): Promise<PublicSnapshot> {
  const response = await fetch(PUBLIC_SNAPSHOT_URL);
  if (!response.ok) throw new Error(`Public snapshot unavailable (${response.status})`);
  const snapshot = parsePublicSnapshot(await response.json());
  if (!snapshot) throw new Error('Public snapshot: unexpected response');
  return snapshot;
}

let pageFromBuildData = false;
/** Only to hydrate the page the build rendered: dropped once the device's own data is in the database. */
let forHydrationOnly = false;

/**
 * The page is HTML the build rendered from the public data, for this URL (main.tsx, before anything asks for the
 * snapshot). On a device that already holds its own data (a returning visitor whose page came from the network, not
 * from the service worker), the page is hydrated from the same build data instead of being replaced by skeletons
 * while the database opens; the device's data takes over as soon as the database holds it. The `preview` function
 * renders the home and boats pages from the live data and puts that snapshot in the page (EMBEDDED_SNAPSHOT_ID).
 */
export function pageRenderedFromBuildData(): void {
  pageFromBuildData = true;
}

/** Which snapshot this visit gets: null once this device holds the public data (but see pageRenderedFromBuildData). */
function snapshotSource(): (() => Promise<FirstVisitSnapshot>) | null {
  // A page the `preview` function rendered carries the data it was rendered from: no second request for it.
  const embedded = embeddedSnapshot();
  if (embedded) {
    forHydrationOnly = hasPublicPulledHint();
    return forHydrationOnly && !pageFromBuildData ? null : async () => embedded;
  }
  return hasPublicPulledHint() ? null : fetchPublicData;
}

let snapshot: Promise<FirstVisitSnapshot | null> | null = null;
let settled: FirstVisitSnapshot | null = null;
let whole: Promise<PublicSnapshot | null> | null = null;

/**
 * A device's first visit: the public database is empty and about to be filled, so the public pages paint from the
 * same data fetched in one small response instead of waiting for the database code to download and open (no
 * `hy.publicPulled` flag): the snapshot a server-rendered page carries, else /public-snapshot.json: the live
 * `listings` and `publishedPosts` the replication is about to pull. A rendered page's snapshot may be partial (only its
 * first screen: partial-snapshot.ts); wholeSnapshot is the whole data.
 * The live queries take over once the database holds the data (markPublicDataArrived). Null on every other visit (the
 * device holds the data) and when the request fails (logged; the page waits for the database as before).
 */
export function firstVisitSnapshot(): Promise<FirstVisitSnapshot | null> {
  if (!snapshot) {
    const source = snapshotSource();
    snapshot = source
      ? source().then(
          (s) => (settled = s),
          (error: unknown) => {
            logError('first-visit snapshot', error);
            return null;
          },
        )
      : Promise.resolve(null);
  }
  return snapshot;
}

/** The snapshot if it has already arrived (so a page rendered later does not flash its skeleton). */
export function settledSnapshot(): FirstVisitSnapshot | null {
  return settled;
}

/**
 * The whole public data, for a query the page's partial snapshot does not answer (another list query, every boat):
 * the visit's snapshot when it is whole; with a partial one, on a first visit /public-snapshot.json (one request, as a
 * page without a snapshot of its own makes), which then becomes the visit's snapshot; null when this device holds the
 * public data (the database answers) or the request failed (logged: the query waits for the replica's first pull).
 */
export function wholeSnapshot(): Promise<PublicSnapshot | null> {
  whole ??= firstVisitSnapshot().then(async (first) => {
    if (!first || !isPartialSnapshot(first)) return first;
    if (forHydrationOnly) return null;
    try {
      const fetched = await fetchPublicData();
      // Pages shown from now on answer every query from it (unless the snapshot was dropped meanwhile).
      if (settled === first) {
        settled = fetched;
        snapshot = Promise.resolve(fetched);
      }
      return fetched;
    } catch (error) {
      logError('first-visit snapshot', error);
      return null;
    }
  });
  return whole;
}

let publicDataArrived = false;
const arrivalListeners = new Set<() => void>();

/**
 * The public database now holds the public data (the first pull of every public collection has completed). Until then a page showing the snapshot keeps showing it, even when the
 * database already answers (with nothing yet), so a first visitor never sees the boats replaced by an empty list —
 * also when the server cannot be reached: the snapshot stays.
 */
export function markPublicDataArrived(): void {
  if (publicDataArrived) return;
  publicDataArrived = true;
  if (forHydrationOnly) {
    // The device's own data may differ from the build's: pages shown from now on wait for the database.
    snapshot = Promise.resolve(null);
    settled = null;
    whole = Promise.resolve(null);
  }
  arrivalListeners.forEach((listener) => listener());
}

/**
 * Whether the public database holds the public data: its first pull has completed here, or this device held the data
 * before this page loaded (a returning visitor, whose rendered page is hydrated from the snapshot it carries). The
 * latter matters in a second tab: only the leading tab replicates (the others see its writes), so a second tab's own
 * first pull never completes, and its page would otherwise keep the server's snapshot and miss every live change.
 */
export function hasPublicDataArrived(): boolean {
  return publicDataArrived || forHydrationOnly;
}

// A second tab on a first visit: only the leading tab replicates, and when its first pull of the listings is done it
// says so in localStorage, which other tabs hear. Their databases hold the same data (RxDB shares it between tabs).
globalThis.addEventListener?.('storage', (event: StorageEvent) => {
  if (event.key === PUBLIC_PULLED_HINT_KEY && event.newValue) markPublicDataArrived();
});

export function onPublicDataArrived(listener: () => void): () => void {
  arrivalListeners.add(listener);
  return () => arrivalListeners.delete(listener);
}

/**
 * The build's page renderer: the snapshot the pages are rendered from (what a first visit's client will have: for a
 * page that carries part of the data, that part).
 */
export function provideFirstVisitSnapshot(given: FirstVisitSnapshot): void {
  settled = given;
  snapshot = Promise.resolve(given);
  whole = null;
}
