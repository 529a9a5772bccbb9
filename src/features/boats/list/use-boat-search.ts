import { useCallback, useEffect, useMemo, useState } from 'react';
import { usePublicBoatsList } from '../queries';
import { indexBoats } from '@harbour/domain/search/search';
import {
  DEFAULT_FILTERS,
  hasActiveFilters,
  selectBoats,
  splitBySale,
  typeOptions,
  type BoatFilters,
} from '@harbour/domain/search/filters';
import { listedBoats, listQueryKey, typeChoices, typeFilter } from '../model/list-first-screen';
import { moreFiltersCount } from '../model/more-filters-count';
import { parseBoatsSearchDefined, type BoatsSearch } from '@harbour/domain/search/search-params';
import { filtersFromSearch, searchFromFilters } from '@harbour/domain/search/search-filters';
import type { FilterKey } from '@harbour/domain/search/filters-describe';
import { useIncrementalList } from './use-incremental-list';
import { useHydrated } from '@/ui/use-hydrated';
import { useNow } from '@/ui/use-now';
import { useUnits } from '@/ui/use-units';
import { useEarlyTap } from '@/ui/use-early-tap';
import { useSearchBoxAheadOfUrl } from '@/ui/use-search-box-ahead-of-url';

/** Writes the filters to the URL; typing replaces the history entry, other changes push one. */
export type OnSearchChange = (search: BoatsSearch, options: { replace: boolean }) => void;
/** What a saved search's cards say since it was last opened, by boat. */
export type SinceLastVisit = ReadonlyMap<string, 'new' | 'price-changed'>;

const NO_CHANGES: SinceLastVisit = new Map();

/** Pause in typing after which the search text is written to the URL. */
export const SEARCH_URL_DELAY_MS = 300;
/** The search text as the URL keeps it (trimmed and cut, blank as none). */
const queryAsInUrl = (text: string) => searchFromFilters({ ...DEFAULT_FILTERS, q: text }).q ?? '';

/**
 * The /boats search: the filters (the URL's, with the text typed ahead of it), the list they select, how much of it is
 * shown, and every change a visitor makes. The page renders what this says.
 */
export function useBoatSearch(search: BoatsSearch, onSearchChange: OnSearchChange) {
  const hydrated = useHydrated();
  const [units] = useUnits();
  const now = useNow();
  // `search` changes only with the URL.
  const urlFilters = useMemo(() => filtersFromSearch(search), [search]);

  // The search box keeps its own text so typing never waits for the router; the URL follows it after a short pause,
  // so a keystroke only re-filters the list (one frame).
  const searchBox = useSearchBoxAheadOfUrl(urlFilters.q, { delayMs: SEARCH_URL_DELAY_MS, asInUrl: queryAsInUrl });
  const { text } = searchBox;
  // Filtering is a substring scan and at most 24 cards render, so the list follows each keystroke in the same
  // render (measured faster end to end than useDeferredValue's two renders with a frame between them).

  // A rendered page carries only its first screen (src/app/prerender/page-snapshot.ts): it answers this list query
  // only, the one the page was rendered for; every other waits for the whole list (use-live-query.ts).
  // Once the visitor asks for more than the first screen (more cards, the facets), the whole list is asked for.
  const [wantsAll, setWantsAll] = useState(false);
  const listQuery = listQueryKey({ ...search, q: text });
  const boats = usePublicBoatsList(listQuery, wantsAll);
  const source = boats.status === 'ready' ? boats.data : null;
  const firstScreen = source?.firstScreen ?? null;
  // The first screen of the query shown before this one (a filter changed on a first visit): it stays on screen,
  // marked busy, until this query's answer comes with the whole list (never back to "Loading boats…").
  const updating = firstScreen !== null && firstScreen.query !== listQuery;
  const loaded = source && !firstScreen ? source.boats : null;
  const split = useMemo(() => splitBySale(loaded ?? [], now), [loaded, now]);
  // What is searched (the whole list): the boats for sale, and the recently sold ones when the visitor asks for them.
  const data = useMemo(() => (loaded ? listedBoats(split, urlFilters.sold) : null), [loaded, split, urlFilters.sold]);
  const index = useMemo(() => indexBoats(data ?? []), [data]);
  const firstTypes = firstScreen?.types;
  const types = useMemo(() => (firstTypes ? typeChoices(firstTypes) : typeOptions(data ?? [])), [firstTypes, data]);
  // A type that none of the searched boats has (an old link, a typo) counts as All Types.
  const type = source ? typeFilter(types, urlFilters.type) : urlFilters.type;
  const filters = useMemo<BoatFilters>(() => ({ ...urlFilters, type, q: text }), [urlFilters, type, text]);
  const selected = useMemo(() => selectBoats(index, filters), [index, filters]);
  // The first screen is the list's first boats for these very filters, chosen by the same rules (listFirstScreen).
  const results = firstScreen ? source!.boats : selected;
  const matches = firstScreen ? firstScreen.matches : results.length;
  const listed = firstScreen ? firstScreen.listed : (data?.length ?? 0);
  const active = hasActiveFilters(filters);
  // The search as applied (typed text included): what the chips name and what a change starts from.
  const applied = searchFromFilters(filters);
  const moreActive = moreFiltersCount(applied);
  const resetKey = `${text}|${type}|${JSON.stringify({ ...search, q: undefined, type: undefined })}`;
  const resultIds = useMemo(() => results.map((boat) => boat.id), [results]);
  const list = useIncrementalList(matches, resetKey, resultIds);
  const { hasMore, showMore, sentinel } = list;
  // Cards past the first screen come with the whole list ('Show more boats' waits for it).
  const shown = Math.min(list.shown, results.length);
  const waitingForMore = list.shown > shown;
  const [moreOpen, setMoreOpen] = useState(false);
  const needsAll = waitingForMore || (moreOpen && !data);
  useEffect(() => {
    if (needsAll) setWantsAll(true);
  }, [needsAll]);
  // A tap on 'Show more boats' or 'More filters' before the app took over is acted on once it has.
  const showMoreEarly = useEarlyTap('show-more-boats', showMore);
  const moreFiltersEarly = useEarlyTap('more-filters', () => setMoreOpen(true));
  // A saved search's cards say what is new or repriced since it was last opened (from its bar, loaded when needed).
  const [sinceLastVisit, setSinceLastVisit] = useState(NO_CHANGES);
  const onSinceLastVisit = useCallback((badges: SinceLastVisit) => setSinceLastVisit(badges), []);

  /** A filter of the bar chosen: a new history entry, with the typed text. */
  const push = (patch: Partial<BoatFilters>) =>
    searchBox.writeNow(() =>
      onSearchChange(searchFromFilters({ ...urlFilters, type, q: text, ...patch }), { replace: false }),
    );
  const onType = (value: string) => {
    const next = searchFromFilters({ ...urlFilters, type, q: value });
    searchBox.type(value, () => onSearchChange(next, { replace: true }));
  };
  /** A change of filters from the panel or a chip: the typed text goes with it (or goes, when its chip is removed). */
  const change = (next: BoatsSearch, { replace }: { replace: boolean }, typed?: string) =>
    searchBox.writeNow(() => onSearchChange(parseBoatsSearchDefined(next), { replace }), typed);
  const removeFilter = (key: FilterKey, without: BoatsSearch) =>
    change(without, { replace: false }, key === 'q' ? '' : undefined);
  const clearAll = () => searchBox.writeNow(() => onSearchChange({}, { replace: false }), '');

  return {
    hydrated,
    units,
    now,
    /** The filters as the URL holds them. */
    urlFilters,
    text,
    type,
    /** The type filter's choices. */
    types,
    loading: boats.status === 'loading',
    /** A first screen of another query shown, marked busy, while this one's answer comes. */
    updating,
    /** The boats searched (the whole list), null while only the first screen is here. */
    data,
    recentlySold: split.recentlySold,
    /** The matching boats (or the first screen's), of which the first `shown` are on the page. */
    results,
    matches,
    listed,
    shown,
    hasMore,
    showMore,
    sentinel,
    waitingForMore,
    showMoreEarly,
    active,
    applied,
    moreActive,
    moreOpen,
    toggleMoreFilters: () => setMoreOpen((open) => !open),
    moreFiltersEarly,
    sinceLastVisit,
    onSinceLastVisit,
    onType,
    push,
    change,
    removeFilter,
    clearAll,
  };
}

export type BoatSearch = ReturnType<typeof useBoatSearch>;
