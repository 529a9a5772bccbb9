import { lazy, Suspense } from 'react';
import type { BoatsSearch } from '@harbour/domain/search/search-params';
import { css } from 'styled-system/css';
import { PageMeta } from '@/ui/page-meta';
import { CompareTray, RecentlyViewed } from '@/features/saved';
import { BoatCardSkeleton } from './boat-card';
import { useBoatSearch, type OnSearchChange } from './use-boat-search';
import { ForSaleHeader } from './for-sale-header';
import { FiltersBar } from './filters-bar';
import { ResultsBar } from './results-bar';
import { BoatResults } from './boat-results';
import { NoBoatsFound } from './no-boats-found';
import { RecentlySold } from './recently-sold';
import { AskOurBrokers } from './ask-our-brokers';
import { grid, wrap } from './list-layout';

// The chips load with the first filter (the /boats JS budget, src/lib/budgets.ts): a plain /boats has none.
const FilterChips = lazy(() => import('./filter-chips'));

export interface BoatsPageProps {
  search: BoatsSearch;
  /** Writes the filters to the URL; typing replaces the history entry, other changes push one. */
  onSearchChange: OnSearchChange;
}

/** /boats: the boats for sale, searched and filtered as the URL says (the search box ahead of it). */
export function BoatsPage({ search, onSearchChange }: BoatsPageProps) {
  const list = useBoatSearch(search, onSearchChange);
  const { hydrated, now, updating, active, applied, clearAll } = list;

  return (
    <>
      <PageMeta
        title="Boats For Sale"
        description="Browse yachts and boats for sale in Nassau, The Bahamas: center consoles, sport fishers, motor yachts and more, new and pre-owned."
        path="/boats"
      />
      <ForSaleHeader />

      <div className={`${wrap} ${css({ py: '8' })}`}>
        <FiltersBar
          hydrated={hydrated}
          text={list.text}
          onType={list.onType}
          type={list.type}
          types={list.types}
          urlFilters={list.urlFilters}
          onPush={list.push}
          moreOpen={list.moreOpen}
          moreActive={list.moreActive}
          onToggleMore={list.toggleMoreFilters}
          moreFiltersEarly={list.moreFiltersEarly}
          boats={list.data}
          applied={applied}
          onChange={list.change}
        />

        {/* After hydration: the chips' code is loaded on demand, and a page rendered on a server (renderToString)
            cannot wait for it. */}
        {active && hydrated ? (
          <div className={css({ mt: '4', _empty: { display: 'none' } })}>
            <Suspense fallback={null}>
              <FilterChips search={applied} units={list.units} onRemove={list.removeFilter} />
            </Suspense>
          </div>
        ) : null}

        <ResultsBar
          loading={list.loading}
          updating={updating}
          shown={list.shown}
          matches={list.matches}
          listed={list.listed}
          applied={applied}
          onSinceLastVisit={list.onSinceLastVisit}
          active={active}
          onClearAll={clearAll}
        />

        {list.loading ? (
          <div className={grid} data-testid="boats-loading">
            <BoatCardSkeleton />
            <BoatCardSkeleton />
            <BoatCardSkeleton />
          </div>
        ) : list.matches === 0 ? (
          <NoBoatsFound updating={updating} onClearAll={clearAll} />
        ) : (
          <BoatResults
            hydrated={hydrated}
            results={list.results}
            shown={list.shown}
            updating={updating}
            now={now}
            sinceLastVisit={list.sinceLastVisit}
            hasMore={list.hasMore}
            showMore={list.showMore}
            sentinel={list.sentinel}
            waitingForMore={list.waitingForMore}
            showMoreEarly={list.showMoreEarly}
          />
        )}

        {!active && list.recentlySold.length > 0 ? <RecentlySold boats={list.recentlySold} now={now} /> : null}

        <RecentlyViewed className={css({ mt: '16' })} />

        <AskOurBrokers />
      </div>
      <CompareTray />
    </>
  );
}
