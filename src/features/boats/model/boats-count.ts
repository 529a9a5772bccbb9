/**
 * The line above the boat list. The spec's 'Showing X of Y boats' counts the boats that match out of all listed; a long
 * list renders in pages (use-incremental-list.ts), so while some matches are still below 'Show more boats' it says how
 * many are on the page, out of the matches, rather than promising cards that are not there yet.
 */
export function boatsCountText({ onPage, matches, listed }: { onPage: number; matches: number; listed: number }) {
  if (onPage >= matches) return `Showing ${matches} of ${listed} boats`;
  if (matches === listed) return `Showing ${onPage} of ${listed} boats`;
  return `Showing ${onPage} of ${matches} matching boats (${listed} listed)`;
}
