import type { AnyRouter } from '@tanstack/react-router';
import { leavesPageSection, thisPageSection } from '@/data/public/page-section';

/**
 * A link or redirect into the other part of the site (src/data/page-section.ts) loads the new page at once, instead
 * of the router first showing the new address over the old page: the address and the page change together, and
 * History keeps one entry. Back and Forward are left to the router: the root route's beforeLoad reloads those.
 */
export function loadNewPageAcrossSections(router: AnyRouter): () => void {
  return router.history.block({
    enableBeforeUnload: false,
    blockerFn: ({ nextLocation, action }: { nextLocation: { pathname: string; href: string }; action: string }) => {
      if (action !== 'PUSH' && action !== 'REPLACE') return false;
      if (!leavesPageSection(thisPageSection(), nextLocation.pathname)) return false;
      if (action === 'REPLACE') window.location.replace(nextLocation.href);
      else window.location.assign(nextLocation.href);
      return true;
    },
  });
}
