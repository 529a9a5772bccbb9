import { css } from 'styled-system/css';
import { button } from '@/ui/button';
import type { BoatsSearch } from '@harbour/domain/search/search-params';
import { searchParamsOf } from '@harbour/domain/search/search-match';
import { boatsCountText } from '../model/boats-count';
import { SavedSearchSlot } from './saved-search-slot';
import type { SinceLastVisit } from './use-boat-search';

export interface ResultsBarProps {
  loading: boolean;
  /** A first screen of another query shown while this one's answer comes. */
  updating: boolean;
  /** Cards on the page, matches, boats listed. */
  shown: number;
  matches: number;
  listed: number;
  /** The search as applied: what a saved search keeps. */
  applied: BoatsSearch;
  onSinceLastVisit: (badges: SinceLastVisit) => void;
  /** Any filter applied: Clear Filters is offered. */
  active: boolean;
  onClearAll: () => void;
}

/** Above the cards: how many boats are shown of how many, saving the search, and clearing the filters. */
export function ResultsBar({
  loading,
  updating,
  shown,
  matches,
  listed,
  applied,
  onSinceLastVisit,
  active,
  onClearAll,
}: ResultsBarProps) {
  return (
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
        {loading ? (
          <span className={css({ srOnly: true })}>Loading boats…</span>
        ) : (
          boatsCountText({ onPage: shown, matches, listed })
        )}
      </p>
      <SavedSearchSlot search={applied} params={searchParamsOf(applied)} onBadges={onSinceLastVisit} />
      {active ? (
        <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={onClearAll}>
          Clear Filters
        </button>
      ) : null}
    </div>
  );
}
