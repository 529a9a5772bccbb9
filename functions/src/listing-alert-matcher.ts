import type { ListingMatcher } from './search-alerts';

/**
 * The web app's src/features/boats/model/search-alert-match.ts, bundled with /boats' URL check and filters by
 * scripts/bundle-shared.mjs into lib/bundled/ (built after tsc, so it is required at run time, not imported).
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const bundle = require('./bundled/search-alert-match.cjs') as { listingMatchesSearchAlert: ListingMatcher };

export const listingMatchesSearchAlert: ListingMatcher = bundle.listingMatchesSearchAlert;
