import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from '@/routeTree.gen';
import { startsFromBuildHtml } from './prerender/hydration';
import { scrollRestorationFor } from './first-page-scroll';

/**
 * The app's router (main.tsx builds the browser's one). The build's page renderer (src/app/prerender) makes one per page on a memory history, without
 * scroll restoration (its inline script is for documents the server renders on every request).
 */
export function createAppRouter(
  history?: RouterHistory,
  { scrollRestoration = true, isServer }: { scrollRestoration?: boolean; isServer?: boolean } = {},
) {
  return createRouter({
    routeTree,
    history,
    isServer,
    defaultPreload: 'intent',
    scrollRestoration: scrollRestoration && scrollRestorationFor(startsFromBuildHtml()),
    defaultPendingMinMs: 0,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
