/**
 * Firebase mode's first-visit snapshot: where it comes from and whether this device still needs it. No imports, so
 * the build (vite.config.ts, scripts/vite-demo-data.ts) and the page read the same names.
 */

/** The `publicSnapshot` Cloud Function behind a Hosting rewrite (functions/src/public-snapshot.ts). */
export const PUBLIC_SNAPSHOT_URL = '/public-snapshot.json';

/**
 * localStorage flag: this device's public replica has completed a first pull of the listings. Without it, index.html
 * preloads PUBLIC_SNAPSHOT_URL on data pages and the pages paint from it (src/data/first-visit-snapshot.ts). Only a
 * hint for the network, like DEMO_SEEDED_HINT_KEY in device-only mode: the replica stays the truth.
 */
export const PUBLIC_PULLED_HINT_KEY = 'hy.publicPulled';

export function hasPublicPulledHint(): boolean {
  try {
    return globalThis.localStorage?.getItem(PUBLIC_PULLED_HINT_KEY) === '1';
  } catch {
    return false;
  }
}

export function setPublicPulledHint(): void {
  try {
    globalThis.localStorage?.setItem(PUBLIC_PULLED_HINT_KEY, '1');
  } catch {
    // Storage disabled: the next visit just fetches the snapshot again.
  }
}
