import type { SearchAlert } from '../schemas/search-alert';
import { searchFromParams } from './search-match';

/**
 * #32, finding N2: a publish reads only the alerts that may find the boat, not every profile with alerts. Each
 * account's alerts are indexed by the boat type they ask for (`alertIndex/{uid}.keys`, kept by a trigger on
 * profiles); a new listing asks for its own type and for "any type". The index only narrows: the page's own filters
 * (listingMatchesSearchAlert) still decide.
 */

/** The key of an alert that asks for no type: every listing may be one it finds. */
export const ANY_TYPE_KEY = '*';

const typeKey = (type: string) => `type:${type}`;

/** Pure: the keys an account's alerts are found by (none without alerts). */
export function alertIndexKeys(alerts: readonly Pick<SearchAlert, 'params'>[]): string[] {
  const keys = alerts.map((alert) => {
    const type = searchFromParams(alert.params).type;
    return type ? typeKey(type) : ANY_TYPE_KEY;
  });
  return [...new Set(keys)].sort();
}

/** Pure: the keys of the alerts that may find a listing (its type, as the filters compare it, and any type). */
export function listingAlertKeys(listing: { type?: unknown }): string[] {
  const type = typeof listing.type === 'string' ? listing.type.trim() : '';
  return type ? [ANY_TYPE_KEY, typeKey(type)] : [ANY_TYPE_KEY];
}
