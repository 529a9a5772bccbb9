import { useSmallStore } from '@/lib/small-store';
import { savedBoatIds } from '@/data/saved/saved-boat-ids';

// Its own small module: every card uses it; the shortlist's actions load when a heart is pressed.

/** The ids of the saved boats on this device, live; none on the server and until the device answers. */
export function useSavedBoatIds(): ReadonlySet<string> {
  return useSmallStore(savedBoatIds);
}
