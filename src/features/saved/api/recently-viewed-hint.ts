import { useSyncExternalStore } from 'react';
import type { BoatSnapshot } from '@harbour/domain/schemas/visitor-record';
import { noRecentlyViewed, recentlyViewedHint, subscribeRecentlyViewedHint } from '@/data/saved/recently-viewed-hint';

/** The boats this device's visitor opened last, newest first, as they were then (no database: the home page). */
export function useRecentlyViewed(): readonly BoatSnapshot[] {
  return useSyncExternalStore(subscribeRecentlyViewedHint, recentlyViewedHint, noRecentlyViewed);
}
