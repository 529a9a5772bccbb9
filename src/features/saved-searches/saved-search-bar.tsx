import { useEffect } from 'react';
import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { useNow } from '@/ui/use-now';
import { useUnits } from '@/ui/use-units';
import { notify } from '@/ui/toaster';
import { defaultSearchName, type SinceLastVisit } from '@/data/saved/saved-search';
import { describeFilters, type BoatsSearch } from '@/features/boats';
import { saveThisSearch, useOpenedSearch } from './api/saved-searches';
import { ChangesSummary } from './search-changes-summary';
import { SearchNameForm } from './search-name-form';

export interface SavedSearchBarProps {
  /** The filters /boats applies now. */
  search: BoatsSearch;
  /** The cards' badges of the saved search shown, by boat id (none when it is not a saved search). */
  onBadges: (badges: ReadonlyMap<string, SinceLastVisit>) => void;
  /** The visitor tapped "Save this search": the name form is open. */
  naming: boolean;
  /** The name form is done (saved or cancelled). */
  onNamed: () => void;
}

// Items of /boats' count row (it wraps): the form or summary on a line of its own.
const panel = css({
  flexBasis: '100%',
  order: 1,
  p: '4',
  rounded: 'xl',
  bg: 'sand.50',
  borderWidth: '1px',
  borderColor: 'border',
});
const NO_BADGES: ReadonlyMap<string, SinceLastVisit> = new Map();

/** /boats: the name form of "Save this search", and once it is a saved search, what changed since it was last opened. */
export default function SavedSearchBar({ search, onBadges, naming, onNamed }: SavedSearchBarProps) {
  const now = useNow();
  const [units] = useUnits();
  const opened = useOpenedSearch(search, now);
  useEffect(() => onBadges(opened.badges), [opened.badges, onBadges]);
  // Gone (another search, another page): its badges go with it.
  useEffect(() => () => onBadges(NO_BADGES), [onBadges]);
  const view = opened.view;
  if (view)
    return (
      <section aria-label="Saved search" className={panel} data-testid="saved-search-changes">
        <p className={css({ m: '0', fontWeight: 'semibold' })}>Saved search: {view.search.name}</p>
        <ChangesSummary words={view.words} />
        <Link to="/saved" className={css({ fontSize: 'sm', color: 'navy.700', textDecoration: 'underline' })}>
          Your saved searches
        </Link>
      </section>
    );
  if (naming)
    return (
      <div className={panel}>
        <SearchNameForm
          title="Save this search"
          initialName={defaultSearchName(describeFilters(search, units).map((c) => c.label))}
          submitLabel="Save search"
          onSubmit={async (name) => {
            const outcome = await saveThisSearch(search, name);
            if (outcome.ok) notify('Search saved. Find it under Saved.');
            return outcome;
          }}
          onDone={onNamed}
        />
      </div>
    );
  // Not saved after all (the hint was stale): the records rewrite the hint, and the slot offers to save it again.
  return null;
}
