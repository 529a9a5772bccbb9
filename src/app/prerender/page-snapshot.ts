import type { FirstVisitSnapshot, PublicSnapshot } from '@/data/public/first-visit-snapshot';
import type { PartialSnapshot } from '@/data/public/partial-snapshot';
import { listFirstScreen } from '@/features/boats';
import type { BoatsSearch } from '@harbour/domain/search/search-params';

// What a rendered page carries of the public data (listing-page-server.ts puts it in the page, render-route.tsx renders
// from exactly that): only what its first screen shows. A /boats page carried the whole public data until #29: at
// 5,000 listed boats 1.85 MB gzip of HTML, now the first screen's boats and a few numbers (docs/PERFORMANCE.md).

/** The question a page's first screen asks of the public data, as the router matched its URL. */
export type PageQuestion = { boat: string } | { list: BoatsSearch } | null;

/** A matched route as the router holds it after loading a URL (the parts read here). */
export interface MatchedRoute {
  routeId: string;
  params: Record<string, unknown>;
  search: unknown;
}

/**
 * Pure: what the page's data hooks will ask, from the router's own match of the URL (so the boat id and the search
 * are read exactly as the client's hooks get them): a boat page its boat, /boats its list query, others null.
 */
export function pageQuestion(matches: readonly MatchedRoute[]): PageQuestion {
  const page = matches.at(-1);
  if (!page) return null;
  if (page.routeId === '/boats/$boatId' && typeof page.params.boatId === 'string') return { boat: page.params.boatId };
  if (page.routeId === '/boats/') return { list: (page.search ?? {}) as BoatsSearch };
  return null;
}

/**
 * Pure: the snapshot a page is rendered from and carries. A boat page: its boat alone (none when it is not listed); /boats:
 * the first screen of its list query at `now` (listFirstScreen: the same rules as the list); any other page the
 * whole data (posts are client-rendered; the home page carries its featured boats instead, listing-page-server.ts).
 */
export function pageSnapshot(question: PageQuestion, snapshot: PublicSnapshot, now: Date): FirstVisitSnapshot {
  if (question === null) return snapshot;
  if ('boat' in question) {
    const boat = snapshot.boats.find((b) => b.id === question.boat);
    return { boats: boat ? [boat] : [], partial: { boat: question.boat } } satisfies PartialSnapshot;
  }
  const { boats, ...list } = listFirstScreen(snapshot.boats, question.list, now);
  return { boats, partial: { list } } satisfies PartialSnapshot;
}
