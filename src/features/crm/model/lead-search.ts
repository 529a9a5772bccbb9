// The Leads tab's filters in the URL (?tab=leads&status=new&whose=mine&type=boat&q=…&sort=waiting), so a reload, Back
// or a shared link opens the same list. Small on purpose: the dashboard route's search parser imports it.
import { INQUIRY_STATUSES, type InquiryStatus } from '@harbour/domain/schemas/inquiry';

export const LEAD_OWNER_VALUES = ['all', 'mine', 'unassigned'] as const;
export type LeadOwnerFilter = (typeof LEAD_OWNER_VALUES)[number];
/** A lead's kind: the site form it came through, or 'manual' when a broker added it (boat show, phone, walk-in…). */
export const LEAD_KIND_VALUES = ['boat', 'sell', 'contact', 'charter', 'manual'] as const;
export type LeadKind = (typeof LEAD_KIND_VALUES)[number];
export const LEAD_SORT_VALUES = ['newest', 'oldest', 'waiting'] as const;
export type LeadSort = (typeof LEAD_SORT_VALUES)[number];
/** The longest search text kept in the URL. */
export const LEAD_SEARCH_MAX = 100;

export interface LeadQuery {
  status: 'all' | InquiryStatus;
  owner: LeadOwnerFilter;
  kind: 'all' | LeadKind;
  /** As typed: matched against name, email, phone, message, boat and tags, ignoring case and accents. */
  text: string;
  sort: LeadSort;
}

export const ALL_LEADS: LeadQuery = { status: 'all', owner: 'all', kind: 'all', text: '', sort: 'newest' };

/** The URL's part: only what differs from ALL_LEADS. */
export interface LeadSearch {
  status?: InquiryStatus;
  whose?: Exclude<LeadOwnerFilter, 'all'>;
  type?: LeadKind;
  q?: string;
  sort?: Exclude<LeadSort, 'newest'>;
}

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  values.find((v) => v === value);

/** Pure: the lead filters a URL asks for; anything unknown, mistyped or too long is left out (the default). */
export function parseLeadSearch(search: Record<string, unknown>): LeadSearch {
  const status = oneOf(INQUIRY_STATUSES, search.status);
  const whose = oneOf(['mine', 'unassigned'] as const, search.whose);
  const type = oneOf(LEAD_KIND_VALUES, search.type);
  const sort = oneOf(['oldest', 'waiting'] as const, search.sort);
  // A number typed into the box comes back from the URL as a number.
  const raw = typeof search.q === 'number' ? String(search.q) : search.q;
  const q = typeof raw === 'string' && raw.trim() && raw.length <= LEAD_SEARCH_MAX ? raw : undefined;
  return {
    ...(status && { status }),
    ...(whose && { whose }),
    ...(type && { type }),
    ...(q && { q }),
    ...(sort && { sort }),
  };
}

/** Pure: the whole query a URL's filters give. */
export function leadQueryOf(search: LeadSearch): LeadQuery {
  return {
    status: search.status ?? 'all',
    owner: search.whose ?? 'all',
    kind: search.type ?? 'all',
    text: search.q ?? '',
    sort: search.sort ?? 'newest',
  };
}

/** Pure: a query as the URL writes it (the inverse of leadQueryOf for anything parseLeadSearch keeps). */
export function leadSearchOf(query: LeadQuery): LeadSearch {
  return parseLeadSearch({
    status: query.status,
    whose: query.owner,
    type: query.kind,
    q: query.text.slice(0, LEAD_SEARCH_MAX),
    sort: query.sort,
  });
}
