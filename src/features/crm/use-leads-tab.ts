import { useMemo, useRef, useState } from 'react';
import type { Caller } from '@/data/caller';
import { firstResponseAt } from '@harbour/domain/leads/lead-activity';
import { isOverdue } from '@harbour/domain/leads/response-time';
import { leadArrivedAt } from '@harbour/domain/leads/lead-arrival';
import { boatTitle } from '@harbour/domain/boats/boat-title';
import type { Lead } from '@harbour/domain/schemas/lead';
import { useNow } from '@/ui/use-now';
import { useSearchBoxAheadOfUrl } from '@/ui/use-search-box-ahead-of-url';
import { combine, leadBoatLabel, useAdminCollection, usePendingCheck } from '@/features/admin/kit';
import { queryLeads, type LeadQuery } from './model/lead-list';
import { ALL_LEADS, leadQueryOf, leadSearchOf } from './model/lead-search';
import { leadsCsv, leadsCsvName } from './model/leads-export';
import { downloadCsv } from '@/lib/download-file';

/** The search text as the URL keeps it (blank or too long: none), so the box is not reset to it. */
const asInUrl = (text: string) => leadQueryOf(leadSearchOf({ ...ALL_LEADS, text })).text;

/** How long typing pauses before the search text goes into the URL (each keystroke filters the list at once). */
const SEARCH_URL_DELAY_MS = 400;

/** Writes the filters to the URL: a filter chosen pushes a history entry, typing replaces it. */
export type OnLeadQueryChange = (query: LeadQuery, how: { replace: boolean }) => void;

/** One row of the Leads table: the lead, its boat as the table says it, and whether its first answer is overdue. */
export interface LeadRow {
  lead: Lead;
  boat: string;
  /** When it reached the server (leadArrivedAt): what the Date column shows and the overdue rule reads. */
  arrivedAt: string;
  overdue: boolean;
}

/**
 * The Leads tab's state: the filters (the URL's, with the search box ahead of it while typing), the admin's leads,
 * boats and profiles live from the replica, the rows the filters give, the lead whose dialog is open, and the CSV
 * export of the rows shown.
 */
export function useLeadsTab(caller: Caller, urlQuery: LeadQuery, onQueryChange: OnLeadQueryChange) {
  // The search box is the page's own while typing; the URL follows after a pause (useSearchBoxAheadOfUrl).
  const searchBox = useSearchBoxAheadOfUrl(urlQuery.text, { delayMs: SEARCH_URL_DELAY_MS, asInUrl });
  const { text } = searchBox;
  const latest = useRef(urlQuery);
  latest.current = urlQuery;
  const { status, owner, kind, sort } = urlQuery;
  const query = useMemo<LeadQuery>(() => ({ status, owner, kind, sort, text }), [status, owner, kind, sort, text]);
  /** A filter chosen: a new entry in the history, with what is typed in the box. */
  const set =
    <K extends keyof LeadQuery>(key: K) =>
    (value: LeadQuery[K]) =>
      searchBox.writeNow(() => onQueryChange({ ...query, [key]: value }, { replace: false }));
  const onType = (value: string) =>
    searchBox.type(value, () => onQueryChange({ ...latest.current, text: value }, { replace: true }));
  const now = useNow();
  const [openId, setOpenId] = useState<string | null>(null);
  const data = combine(useAdminCollection(caller, 'inquiries'), useAdminCollection(caller, 'boats'));
  const isPending = usePendingCheck(caller);
  const profiles = useAdminCollection(caller, 'profiles');
  const names = useMemo(
    () => new Map(profiles.status === 'ready' ? profiles.data.map((p) => [p.id, p.fullName]) : []),
    [profiles],
  );
  const rows = useMemo((): LeadRow[] | null => {
    if (data.status !== 'ready') return null;
    const boats = new Map(data.data[1].map((b) => [b.id, b]));
    return queryLeads(data.data[0], query, caller.uid, now).map((lead) => {
      const arrivedAt = leadArrivedAt(lead, now);
      return {
        lead,
        boat: leadBoatLabel(lead, boats),
        arrivedAt,
        overdue: isOverdue({ arrivedAt, firstResponseAt: firstResponseAt(lead.activity), status: lead.status }, now),
      };
    });
  }, [data.status, data.data, query, caller.uid, now]);
  const boatChoices = useMemo(
    () => (data.status === 'ready' ? data.data[1].map((b) => ({ id: b.id, title: boatTitle(b) })) : []),
    [data.status, data.data],
  );
  const nameOf = (uid: string) => names.get(uid) ?? 'Another admin';
  function exportCsv() {
    if (rows)
      downloadCsv(
        leadsCsvName(now),
        leadsCsv(
          rows.map((r) => r.lead),
          nameOf,
          now,
        ),
      );
  }
  // The dialog follows the live document, so a status change shows at once.
  const open = data.status === 'ready' ? (data.data[0].find((l) => l.id === openId) ?? null) : null;

  return {
    query,
    text,
    set,
    onType,
    now,
    status: data.status,
    rows,
    isPending,
    names,
    boatChoices,
    exportCsv,
    open,
    openLead: setOpenId,
    closeLead: () => setOpenId(null),
  };
}

export type LeadsTabState = ReturnType<typeof useLeadsTab>;
