import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { css } from 'styled-system/css';
import { button } from '@/ui/button';
import { useHydrated } from '@/ui/use-hydrated';
import { noSavedSearches, savedSearchesHint, subscribeSavedSearchesHint } from '@/data/saved/saved-searches-hint';
import type { SavedSearchBarProps } from '@/features/saved-searches';

// Off /boats' critical path (its JS budget, src/lib/budgets.ts): the saved searches' code and the device's records
// load only when the visitor saves a search, or when /boats shows one this device saved (the hint says so).
const SavedSearchBar = lazy(() => import('@/features/saved-searches').then((m) => ({ default: m.SavedSearchBar })));

const saveButton = `${button({ variant: 'outline', size: 'sm' })} ${css({ ms: 'auto' })}`;

export interface SavedSearchSlotProps extends Omit<SavedSearchBarProps, 'naming' | 'onNamed'> {
  /** The search as a saved search keeps it (searchParamsOf). */
  params: string;
}

/** "Save this search" on /boats, and a saved search's changes once it is one; nothing until the app runs. */
export function SavedSearchSlot({ params, ...bar }: SavedSearchSlotProps) {
  const hydrated = useHydrated();
  const saved = useSyncExternalStore(subscribeSavedSearchesHint, savedSearchesHint, noSavedSearches);
  const [naming, setNaming] = useState(false);
  if (!hydrated) return null;
  if (!naming && !saved.includes(params))
    return (
      <button type="button" className={saveButton} onClick={() => setNaming(true)}>
        Save this search
      </button>
    );
  return (
    <Suspense fallback={null}>
      <SavedSearchBar {...bar} naming={naming} onNamed={() => setNaming(false)} />
    </Suspense>
  );
}
