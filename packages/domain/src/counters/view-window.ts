import { HOUR_MS } from '../time-units';

/**
 * A visitor's view of an item counts at most once per hour: a sliding window, not a clock hour. The device queues a
 * view only then (src/data/views.ts recordView), and the trackView function counts one only then
 * (functions/src/track-view.ts).
 */
export const VIEW_WINDOW_MS = HOUR_MS;

/**
 * Whether a view counts, given when this visitor's earlier views of the item counted: not within VIEW_WINDOW_MS of
 * one. Counted at 10:00:00.000 → a view at 10:59:59.999 is not counted, one at 11:00:00.000 is. A view stamped in the
 * future (a clock that moved back) does not block.
 */
export function shouldCountView(previousViewTimes: readonly string[], now: Date): boolean {
  return !previousViewTimes.some((t) => {
    const age = now.getTime() - Date.parse(t);
    return age >= 0 && age < VIEW_WINDOW_MS;
  });
}
