import type { Boat } from '../schemas/boat';
import { withDefaults } from '../schemas/doc-defaults';
import { boatMatchesSearch, searchFromParams } from './search-match';

/**
 * Pure: whether a newly published listing is one a saved search finds, with the page's own URL check and filters. The
 * Cloud Function that emails search alerts runs this very code (functions/src/index.ts), so an email never announces
 * a boat the search would not show. A listing the filters cannot read matches nothing.
 */
export function listingMatchesSearchAlert(params: string, listing: object, now: Date): boolean {
  if (!isReadableListing(listing)) return false;
  try {
    return boatMatchesSearch(searchFromParams(params), withDefaults('boats', listing) as Boat, now);
  } catch {
    return false;
  }
}

/** What an email names and the filters compare: a listing without these is not announced. */
function isReadableListing(listing: object): boolean {
  const l = listing as Record<string, unknown>;
  const isNumber = (v: unknown) => typeof v === 'number' && Number.isFinite(v);
  return (
    typeof l.id === 'string' &&
    typeof l.make === 'string' &&
    typeof l.model === 'string' &&
    typeof l.type === 'string' &&
    isNumber(l.year) &&
    isNumber(l.price) &&
    isNumber(l.length)
  );
}
