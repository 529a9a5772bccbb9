import { useSyncExternalStore } from 'react';
import { savedCountHint, subscribeSavedCountHint } from '@/data/saved/saved-count-hint';

const noCount = () => 0;

/** How many boats are saved on this device, for the header on every page (saved-count-hint.ts: no database). */
export function useSavedCount(): number {
  return useSyncExternalStore(subscribeSavedCountHint, savedCountHint, noCount);
}
