import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import './index.css';
import { createAppRouter } from '@/app/router';
import { loadNewPageAcrossSections } from '@/app/page-section-moves';
import { registerServiceWorker } from '@/app/pwa/register-service-worker';
import { FROM_SNAPSHOT_ATTR, PRERENDERED_ATTR, START_ATTR, shouldHydrate } from '@/app/prerender/hydration';
import { firstVisitSnapshot, pageRenderedFromBuildData } from '@/data/public/first-visit-snapshot';
import { logError } from '@/lib/log';
import { yieldToBrowser } from '@/lib/yield-to-browser';

const container = document.getElementById('root')!;
const url = location.pathname + location.search;
const prerendered = container.getAttribute(PRERENDERED_ATTR);
const fromSnapshot = container.hasAttribute(FROM_SNAPSHOT_ATTR);
if (fromSnapshot && prerendered === url) pageRenderedFromBuildData();
type AppRouter = ReturnType<typeof createAppRouter>;
const appOf = (router: AppRouter) => (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);

/**
 * A page the build rendered (scripts/vite-prerender.ts) is hydrated when this visit renders the same page: the route's
 * code loaded first, and for a data page the data it was rendered from (the snapshot). Anything else (the app shell, a
 * filtered list, a data page whose snapshot could not be fetched) is rendered over the HTML.
 */
async function start(router: AppRouter): Promise<void> {
  const app = appOf(router);
  const hasSnapshot = prerendered !== null && fromSnapshot ? (await firstVisitSnapshot()) !== null : false;
  if (shouldHydrate({ prerendered, fromSnapshot, url, hasSnapshot })) {
    await router.load();
    // The route's code was evaluated as it arrived (on a post page, marked, which reads post cards' excerpts, builds
    // its patterns then): hydrate in the next task, so that each is a task of its own on a slow phone.
    await yieldToBrowser();
    container.setAttribute(START_ATTR, 'hydrated');
    // One task, not a transition: measured with a transition, clicks and typing that landed while it was still
    // hydrating were sometimes lost (a link that did nothing, a 'Show more' that showed nothing); the work after it
    // (database, live results) is sliced instead.
    hydrateRoot(container, app, {
      // A part that differs (e.g. the connection dropped before this ran) is re-rendered by React; noted, not an error.
      onRecoverableError: (error) => {
        container.setAttribute(START_ATTR, 'recovered');
        console.info('Hydration re-rendered part of the page', error);
      },
    });
  } else {
    container.setAttribute(START_ATTR, 'rendered');
    createRoot(container).render(app);
  }
}

/** The router is built in a task of its own, after the code has been evaluated (each is a long task on a slow phone). */
async function createRouterSoon(): Promise<AppRouter> {
  await yieldToBrowser();
  const router = createAppRouter();
  loadNewPageAcrossSections(router);
  return router;
}

void createRouterSoon().then((router) =>
  start(router)
    .catch((error: unknown) => {
      logError('start', error);
      createRoot(container).render(appOf(router));
    })
    .finally(registerServiceWorker),
);
