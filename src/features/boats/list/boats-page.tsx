import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { PageMeta } from '@/ui/page-meta';
import { button } from '@/ui/button';
import { controlStyle } from '@/ui/form-field';
import { usePublicBoatsList } from '../queries';
import { indexBoats } from '@harbour/domain/search/search';
import {
  CONDITION_OPTIONS,
  DEFAULT_FILTERS,
  hasActiveFilters,
  selectBoats,
  splitBySale,
  typeOptions,
  type BoatFilters,
} from '@harbour/domain/search/filters';
import { listedBoats, listQueryKey, typeChoices, typeFilter } from '../model/list-first-screen';
import { SORT_OPTIONS, type SortKey } from '@harbour/domain/search/sort';
import { parseBoatsSearchDefined, type BoatsSearch } from '@harbour/domain/search/search-params';
import { filtersFromSearch, searchFromFilters } from '@harbour/domain/search/search-filters';
import type { FilterKey } from '@harbour/domain/search/filters-describe';
import { searchParamsOf } from '@harbour/domain/search/search-match';
import { BoatCard, BoatCardSkeleton } from './boat-card';
import { CompareTray, RecentlyViewed } from '@/features/saved';
import { boatsCountText } from '../model/boats-count';
import { useIncrementalList } from './use-incremental-list';
import { SavedSearchSlot } from './saved-search-slot';
import { UntilHydrated } from '@/ui/until-hydrated';
import { useHydrated } from '@/ui/use-hydrated';
import { useNow } from '@/ui/use-now';
import { useUnits } from '@/ui/use-units';
import { useEarlyTap } from '@/ui/use-early-tap';
import { useSearchBoxAheadOfUrl } from '@/ui/use-search-box-ahead-of-url';

// The range filters and facets load when the visitor opens them (the /boats JS budget, src/lib/budgets.ts).
// The chips too: a plain /boats has none, so they load with the first filter.
const loadMoreFilters = () => import('./more-filters');
const MoreFilters = lazy(loadMoreFilters);
const FilterChips = lazy(() => import('./filter-chips'));
/** The URL params behind 'More filters', one per filter (a range counts once). */
const MORE_FILTER_PARAMS: readonly (readonly (keyof BoatsSearch)[])[] = [
  ['priceMin', 'priceMax'],
  ['lengthMin', 'lengthMax'],
  ['yearMin', 'yearMax'],
  ['location'],
  ['fuel'],
  ['hull'],
  ['cabins'],
  ['hoursMax'],
];

export interface BoatsPageProps {
  search: BoatsSearch;
  /** Writes the filters to the URL; typing replaces the history entry, other changes push one. */
  onSearchChange: (search: BoatsSearch, options: { replace: boolean }) => void;
}

const NO_CHANGES: ReadonlyMap<string, 'new' | 'price-changed'> = new Map();

/** Cards per row on wide screens: their images load at once, the rest lazily. */
const FIRST_ROW = 3;
/** Pause in typing after which the search text is written to the URL. */
export const SEARCH_URL_DELAY_MS = 300;
/** The search text as the URL keeps it (trimmed and cut, blank as none). */
const queryAsInUrl = (text: string) => searchFromFilters({ ...DEFAULT_FILTERS, q: text }).q ?? '';

const wrap = css({ maxW: '7xl', mx: 'auto', px: { base: '4', md: '6' } });
const grid = css({
  display: 'grid',
  gap: '6',
  // minmax(0, …) everywhere: a plain 1fr column grows to its widest card's content (556 px on a 390 px phone).
  gridTemplateColumns: {
    base: 'minmax(0, 1fr)',
    sm: 'repeat(2, minmax(0, 1fr))',
    lg: 'repeat(3, minmax(0, 1fr))',
  },
});
const label = css({ display: 'grid', gap: '1', fontSize: 'sm', fontWeight: 'medium' });
const soldToggle = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  minH: '11',
  fontSize: 'sm',
  gridColumn: { md: '1 / -1' },
});
const listItem = css({ display: 'flex', minW: '0', '& > *': { flex: '1', minW: '0' } });
// Cards below the first row are laid out and painted only when scrolled near (a card's height kept as the estimate
// until then): the first layout of 24 cards was the longest task before the page's code ran on a slow phone.
const laterItem = `${listItem} ${css({ contentVisibility: 'auto', containIntrinsicSize: 'auto 540px' })}`;

function FiltersLoading() {
  return (
    <p id="more-filters" className={css({ gridColumn: '1 / -1', color: 'muted', m: '0' })}>
      Loading filters…
    </p>
  );
}

export function BoatsPage({ search, onSearchChange }: BoatsPageProps) {
  const hydrated = useHydrated();
  const [units] = useUnits();
  const now = useNow();
  const urlFilters = filtersFromSearch(search);

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
  const filters: BoatFilters = { ...urlFilters, type, q: text };
  // `search` changes only with the URL; urlFilters is derived from it.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const selected = useMemo(() => selectBoats(index, filters), [index, text, type, search]);
  // The first screen is the list's first boats for these very filters, chosen by the same rules (listFirstScreen).
  const results = firstScreen ? source!.boats : selected;
  const matches = firstScreen ? firstScreen.matches : results.length;
  const listed = firstScreen ? firstScreen.listed : (data?.length ?? 0);
  const active = hasActiveFilters(filters);
  // The search as applied (typed text included): what the chips name and what a change starts from.
  const applied = searchFromFilters(filters);
  const moreActive = MORE_FILTER_PARAMS.filter((params) => params.some((p) => applied[p] !== undefined)).length;
  const resetKey = `${text}|${type}|${JSON.stringify({ ...search, q: undefined, type: undefined })}`;
  const list = useIncrementalList(matches, resetKey, undefined, results.length);
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
  const onSinceLastVisit = useCallback((badges: typeof NO_CHANGES) => setSinceLastVisit(badges), []);

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

  return (
    <>
      <PageMeta
        title="Boats For Sale"
        description="Browse yachts and boats for sale in Nassau, The Bahamas: center consoles, sport fishers, motor yachts and more, new and pre-owned."
        path="/boats"
      />
      <section className={css({ bg: 'navy.900', color: 'white', py: { base: '12', md: '16' } })}>
        <div className={wrap}>
          <h1 className={css({ fontSize: { base: '3xl', md: '5xl' }, fontWeight: 'bold', m: '0' })}>Boats For Sale</h1>
          <p className={css({ mt: '3', color: 'whiteAlpha.800', maxW: '2xl' })}>
            New and pre-owned yachts and boats, inspected and listed by our brokerage team in Nassau.
          </p>
        </div>
      </section>

      <div className={`${wrap} ${css({ py: '8' })}`}>
        <form
          role="search"
          aria-label="Filter boats"
          onSubmit={(e) => e.preventDefault()}
          className={css({
            display: 'grid',
            gap: '4',
            p: '4',
            bg: 'sand.50',
            rounded: 'xl',
            borderWidth: '1px',
            borderColor: 'border',
            gridTemplateColumns: {
              base: 'minmax(0, 1fr)',
              md: 'repeat(2, minmax(0, 1fr))',
              lg: '2fr 1fr 1fr 1fr',
            },
          })}
        >
          {/* The address is the filters' truth. On Back to a page loaded afresh, the browser may put a control's old
              value back while parsing the HTML (form state restoration; autocomplete="off" does not stop it for a
              select), and hydration keeps what the DOM shows: one filter shown while the list applies another. The
              controls are made anew once the app runs (they are disabled until then, so nothing typed is lost). */}
          <UntilHydrated key={hydrated ? 'app' : 'html'}>
            <label className={label}>
              <span className={css({ srOnly: true })}>Search boats</span>
              <input
                type="search"
                className={controlStyle}
                placeholder="Search by name, make, or model..."
                value={text}
                maxLength={200}
                onChange={(e) => onType(e.target.value)}
                autoComplete="off"
                enterKeyHint="search"
              />
            </label>
            <label className={label}>
              <span className={css({ srOnly: true })}>Boat type</span>
              <select
                className={controlStyle}
                value={type}
                onChange={(e) => push({ type: e.target.value })}
                autoComplete="off"
              >
                {types.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </label>
            <label className={label}>
              <span className={css({ srOnly: true })}>Condition</span>
              <select
                className={controlStyle}
                value={urlFilters.condition}
                onChange={(e) => push({ condition: e.target.value as BoatFilters['condition'] })}
                autoComplete="off"
              >
                {CONDITION_OPTIONS.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </label>
            <label className={label}>
              <span className={css({ srOnly: true })}>Sort by</span>
              <select
                className={controlStyle}
                value={urlFilters.sort ?? ''}
                onChange={(e) => push({ sort: e.target.value === '' ? null : (e.target.value as SortKey) })}
                autoComplete="off"
              >
                <option value="">Sort by</option>
                {SORT_OPTIONS.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </label>
            <label className={soldToggle}>
              <input
                type="checkbox"
                checked={urlFilters.sold}
                onChange={(e) => push({ sold: e.target.checked })}
                autoComplete="off"
                className={css({ w: '5', h: '5', accentColor: 'navy.700' })}
              />
              Include recently sold boats
            </label>
          </UntilHydrated>
          <button
            type="button"
            className={`${button({ variant: 'outline' })} ${css({ justifySelf: { base: 'stretch', md: 'start' } })}`}
            aria-expanded={moreOpen}
            aria-controls={moreOpen ? 'more-filters' : undefined}
            onPointerEnter={() => void loadMoreFilters()}
            onFocus={() => void loadMoreFilters()}
            onClick={hydrated ? () => setMoreOpen((open) => !open) : undefined}
            {...moreFiltersEarly}
          >
            {moreActive > 0 ? `More filters (${moreActive})` : 'More filters'}
          </button>
          {moreOpen ? (
            <Suspense fallback={<FiltersLoading />}>
              {/* Its facets are those of every boat searched: with the first screen only, it waits for the list. */}
              {data ? (
                <MoreFilters id="more-filters" search={applied} boats={data} onChange={change} />
              ) : (
                <FiltersLoading />
              )}
            </Suspense>
          ) : null}
        </form>

        {/* After hydration: the chips' code is loaded on demand, and a page rendered on a server (renderToString)
            cannot wait for it. */}
        {active && hydrated ? (
          <div className={css({ mt: '4', _empty: { display: 'none' } })}>
            <Suspense fallback={null}>
              <FilterChips search={applied} units={units} onRemove={removeFilter} />
            </Suspense>
          </div>
        ) : null}

        <div
          className={css({
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            flexWrap: 'wrap',
            gap: '4',
            minH: '11',
            my: '6',
          })}
        >
          <p
            className={css({ color: 'muted', m: '0' })}
            aria-live="polite"
            aria-busy={updating || undefined}
            data-testid="boats-count"
          >
            {boats.status === 'loading' ? (
              <span className={css({ srOnly: true })}>Loading boats…</span>
            ) : (
              boatsCountText({ onPage: shown, matches, listed })
            )}
          </p>
          <SavedSearchSlot search={applied} params={searchParamsOf(applied)} onBadges={onSinceLastVisit} />
          {active ? (
            <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={clearAll}>
              Clear Filters
            </button>
          ) : null}
        </div>

        {boats.status === 'loading' ? (
          <div className={grid} data-testid="boats-loading">
            <BoatCardSkeleton />
            <BoatCardSkeleton />
            <BoatCardSkeleton />
          </div>
        ) : matches === 0 ? (
          <div
            className={css({ textAlign: 'center', py: '16', px: '4', bg: 'gray.50', rounded: 'xl' })}
            aria-busy={updating || undefined}
          >
            <h2 className={css({ fontSize: '2xl', fontWeight: 'bold', m: '0' })}>No boats found</h2>
            <p className={css({ color: 'muted', mt: '2', mb: '6' })}>Try adjusting your filters or search terms</p>
            <button type="button" className={button()} onClick={clearAll}>
              Clear All Filters
            </button>
          </div>
        ) : (
          <>
            <ul
              className={`${grid} ${css({
                listStyle: 'none',
                p: '0',
                m: '0',
                transition: 'opacity 0.2s',
                '&[aria-busy=true]': { opacity: 0.6 },
              })}`}
              aria-label="Boats"
              aria-busy={updating || undefined}
            >
              {results.slice(0, shown).map((boat, i) => (
                <li key={boat.id} className={i < FIRST_ROW ? listItem : laterItem}>
                  <BoatCard boat={boat} eager={i < FIRST_ROW} now={now} since={sinceLastVisit.get(boat.id)} />
                </li>
              ))}
            </ul>
            {hasMore ? (
              <div ref={sentinel} className={css({ display: 'flex', justifyContent: 'center', mt: '8' })}>
                <button
                  type="button"
                  className={`${button({ variant: 'outline' })} ${css({ '&[aria-busy=true]': { cursor: 'progress' } })}`}
                  onClick={hydrated ? showMore : undefined}
                  aria-busy={waitingForMore || undefined}
                  {...showMoreEarly}
                >
                  Show more boats
                </button>
              </div>
            ) : null}
          </>
        )}

        {!active && split.recentlySold.length > 0 ? (
          <section aria-labelledby="recently-sold" className={css({ mt: '16' })}>
            <h2 id="recently-sold" className={css({ fontSize: '2xl', fontWeight: 'bold', m: '0', mb: '2' })}>
              Recently Sold
            </h2>
            <p className={css({ color: 'muted', mt: '0', mb: '6' })}>
              Sold through our brokerage in the last 30 days. Looking for one like it? Ask us.
            </p>
            <ul className={`${grid} ${css({ listStyle: 'none', p: '0', m: '0' })}`} aria-label="Recently sold boats">
              {split.recentlySold.map((boat) => (
                <li key={boat.id} className={laterItem}>
                  <BoatCard boat={boat} eager={false} now={now} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <RecentlyViewed className={css({ mt: '16' })} />

        <section
          className={css({ mt: '16', p: { base: '8', md: '12' }, bg: 'navy.50', rounded: '2xl', textAlign: 'center' })}
        >
          <h2 className={css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold', m: '0' })}>
            Don&apos;t See What You&apos;re Looking For?
          </h2>
          <p className={css({ color: 'muted', mt: '3', mb: '6', maxW: '2xl', mx: 'auto' })}>
            Many boats change hands before they are ever listed. Tell us what you want and our brokers will search our
            network for you.
          </p>
          <Link to="/contact" className={button({ size: 'lg' })}>
            Contact Our Team
          </Link>
        </section>
      </div>
      <CompareTray />
    </>
  );
}
