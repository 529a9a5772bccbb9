/**
 * The first-visit snapshot: where it comes from and whether this device still needs it. Tiny (relative
 * imports only), so the build (vite.config.ts, scripts/vite-demo-data.ts) and the page read the same names.
 */
import { localFlag } from '../../lib/local-flag';

/** The `publicSnapshot` Cloud Function behind a Hosting rewrite (functions/src/public-snapshot.ts). */
export const PUBLIC_SNAPSHOT_URL = '/public-snapshot.json';

/**
 * localStorage flag: this device's public replica has completed a first pull of the listings. Without it, index.html
 * preloads PUBLIC_SNAPSHOT_URL on data pages and the pages paint from it (src/data/first-visit-snapshot.ts). Only a
 * hint for the network: the replica stays the truth.
 */
export const PUBLIC_PULLED_HINT_KEY = 'hy.publicPulled';

const publicPulled = localFlag(PUBLIC_PULLED_HINT_KEY);
export const hasPublicPulledHint = (): boolean => publicPulled.isSet();
export const setPublicPulledHint = (): void => publicPulled.set();
