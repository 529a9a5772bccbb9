/** A visitor's view of an item counts at most once per hour (the same rule the trackView function applies). */
export const VIEW_WINDOW_MS = 60 * 60 * 1000;

export function shouldCountView(previousViewTimes: readonly string[], now: Date): boolean {
  return !previousViewTimes.some((t) => {
    const age = now.getTime() - Date.parse(t);
    return age >= 0 && age < VIEW_WINDOW_MS;
  });
}
