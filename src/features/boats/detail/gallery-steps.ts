/** Pure rules of the full-screen gallery: moving between photos, reading a swipe, and what is announced. */

/** The photo `step` places from `index` among `count`, wrapping at both ends (count 0 stays at 0). */
export function stepPhoto(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/** A horizontal drag at least this long (CSS px) moves to the next or previous photo. */
export const SWIPE_MIN_PX = 40;

/**
 * The step a drag from `dx`, `dy` (end minus start) asks for: a mostly horizontal drag of at least SWIPE_MIN_PX moves
 * (to the left: the next photo, as on a phone), anything else (a tap, a vertical scroll) does not.
 */
export function swipeStep(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

/** "Photo 3 of 12": announced as the photo changes. */
export function photoPositionLabel(index: number, count: number): string {
  return `Photo ${index + 1} of ${count}`;
}
