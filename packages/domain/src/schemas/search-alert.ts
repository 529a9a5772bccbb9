import { isDateTime } from './date-time';

/**
 * A saved search a signed-in user gets emails for: profiles/{uid}.searchAlerts. A copy of the device's saved search
 * (visitor-record.ts SavedSearch) without what only the device needs, so a Cloud Function can match each newly
 * published listing against `params` with the page's own filters (search-alert-match.ts).
 */
export interface SearchAlert {
  /** The saved search's id. */
  id: string;
  name: string;
  /** The /boats URL params of the search, as the saved search keeps them. */
  params: string;
  /** When the user turned the emails on. */
  createdAt: string;
}

/**
 * Emails for a handful of searches per account (a saved search list holds more). firestore.rules checks each alert
 * by its place in the list: more would pass the 1,000 expressions a rules request may evaluate.
 */
export const MAX_SEARCH_ALERTS = 5;
export const ALERTS_FULL = `You can get emails for up to ${MAX_SEARCH_ALERTS} searches. Turn one off to add another.`;

/** The same limits as a saved search's (visitor-record-schema.ts). */
export const SEARCH_ALERT_LIMITS = { id: 64, name: 80, params: 1000, createdAt: 40 } as const;

/** JSON schema of profiles' `searchAlerts` (profile.ts). */
export const searchAlertsSchema = {
  type: 'array',
  maxItems: MAX_SEARCH_ALERTS,
  items: {
    type: 'object',
    properties: {
      id: { type: 'string', maxLength: SEARCH_ALERT_LIMITS.id },
      name: { type: 'string', maxLength: SEARCH_ALERT_LIMITS.name },
      params: { type: 'string', maxLength: SEARCH_ALERT_LIMITS.params },
      createdAt: { type: 'string', maxLength: SEARCH_ALERT_LIMITS.createdAt },
    },
    required: ['id', 'name', 'params', 'createdAt'],
  },
} as const;

const isText = (v: unknown, max: number): v is string => typeof v === 'string' && v.length <= max;
const isNamed = (v: unknown, max: number): v is string => isText(v, max) && v !== '';

/** Pure: whether a value is a well-formed alert, as firestore.rules isSearchAlert() checks it (a server document is not trusted). */
export function isSearchAlert(value: unknown): value is SearchAlert {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const a = value as Record<string, unknown>;
  return (
    Object.keys(a).every((key) => key in SEARCH_ALERT_LIMITS) &&
    isNamed(a.id, SEARCH_ALERT_LIMITS.id) &&
    isNamed(a.name, SEARCH_ALERT_LIMITS.name) &&
    isText(a.params, SEARCH_ALERT_LIMITS.params) &&
    isDateTime(a.createdAt)
  );
}

/** Pure: the well-formed alerts of a profile's field, at most MAX_SEARCH_ALERTS, each id once (anything else is skipped). */
export function readSearchAlerts(value: unknown): SearchAlert[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const alerts: SearchAlert[] = [];
  for (const item of value.slice(0, MAX_SEARCH_ALERTS)) {
    if (!isSearchAlert(item) || seen.has(item.id)) continue;
    seen.add(item.id);
    alerts.push(item);
  }
  return alerts;
}

/** Pure: the alerts with this search's emails on (added, or its name and filters brought up to date). */
export function withSearchAlert(
  alerts: readonly SearchAlert[],
  search: Pick<SearchAlert, 'id' | 'name' | 'params'>,
  now: Date,
): { ok: true; alerts: SearchAlert[] } | { ok: false; message: string } {
  const existing = alerts.find((a) => a.id === search.id);
  if (existing)
    return {
      ok: true,
      alerts: alerts.map((a) => (a.id === search.id ? { ...a, name: search.name, params: search.params } : a)),
    };
  if (alerts.length >= MAX_SEARCH_ALERTS) return { ok: false, message: ALERTS_FULL };
  const alert = { id: search.id, name: search.name, params: search.params, createdAt: now.toISOString() };
  if (!isSearchAlert(alert)) return { ok: false, message: 'This search cannot get emails.' };
  return { ok: true, alerts: [...alerts, alert] };
}

/** Pure: the alerts without this search's. */
export function withoutSearchAlert(alerts: readonly SearchAlert[], id: string): SearchAlert[] {
  return alerts.filter((a) => a.id !== id);
}
