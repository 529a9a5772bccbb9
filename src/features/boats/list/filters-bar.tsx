import { lazy, Suspense } from 'react';
import { css } from 'styled-system/css';
import { button } from '@/ui/button';
import { controlStyle } from '@/ui/form-field';
import { UntilHydrated } from '@/ui/until-hydrated';
import { CONDITION_OPTIONS, type BoatFilters, type Option } from '@harbour/domain/search/filters';
import { SORT_OPTIONS, type SortKey } from '@harbour/domain/search/sort';
import type { BoatsSearch } from '@harbour/domain/search/search-params';
import type { Boat } from '@harbour/domain/schemas/boat';
import type { useEarlyTap } from '@/ui/use-early-tap';

// The range filters and facets load when the visitor opens them (the /boats JS budget, src/lib/budgets.ts).
const loadMoreFilters = () => import('./more-filters');
const MoreFilters = lazy(loadMoreFilters);

const label = css({ display: 'grid', gap: '1', fontSize: 'sm', fontWeight: 'medium' });
const soldToggle = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  minH: '11',
  fontSize: 'sm',
  gridColumn: { md: '1 / -1' },
});

function FiltersLoading() {
  return (
    <p id="more-filters" className={css({ gridColumn: '1 / -1', color: 'muted', m: '0' })}>
      Loading filters…
    </p>
  );
}

export interface FiltersBarProps {
  hydrated: boolean;
  /** The search box's text (typed ahead of the URL) and a keystroke. */
  text: string;
  onType: (value: string) => void;
  /** The type filter and its choices. */
  type: string;
  types: readonly Option[];
  /** The filters as the URL holds them (condition, sort, sold). */
  urlFilters: BoatFilters;
  /** A filter of the bar chosen. */
  onPush: (patch: Partial<BoatFilters>) => void;
  /** 'More filters': open or not, how many are applied, the tap before the app took over. */
  moreOpen: boolean;
  moreActive: number;
  onToggleMore: () => void;
  moreFiltersEarly: ReturnType<typeof useEarlyTap>;
  /** The boats searched, whose facets the panel offers (null while only the first screen is here). */
  boats: Boat[] | null;
  /** The search as applied, and a change of it from the panel. */
  applied: BoatsSearch;
  onChange: (next: BoatsSearch, options: { replace: boolean }) => void;
}

/** The search box, the filters on the bar and the 'More filters' panel. */
export function FiltersBar({
  hydrated,
  text,
  onType,
  type,
  types,
  urlFilters,
  onPush: push,
  moreOpen,
  moreActive,
  onToggleMore,
  moreFiltersEarly,
  boats: data,
  applied,
  onChange,
}: FiltersBarProps) {
  return (
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
        onClick={hydrated ? onToggleMore : undefined}
        {...moreFiltersEarly}
      >
        {moreActive > 0 ? `More filters (${moreActive})` : 'More filters'}
      </button>
      {moreOpen ? (
        <Suspense fallback={<FiltersLoading />}>
          {/* Its facets are those of every boat searched: with the first screen only, it waits for the list. */}
          {data ? (
            <MoreFilters id="more-filters" search={applied} boats={data} onChange={onChange} />
          ) : (
            <FiltersLoading />
          )}
        </Suspense>
      ) : null}
    </form>
  );
}
