import { createRootRoute, redirect } from '@tanstack/react-router';
import { RootLayout } from '@/app/layout/root-layout';
import { NotFoundPage } from '@/app/not-found-page';
import { ErrorPage } from '@/app/error-page';
import { leavesPageSection, thisPageSection } from '@/data/public/page-section';

export const Route = createRootRoute({
  // Moving between the public site and a portal loads a new page (src/data/page-section.ts): each part opens only the
  // collections it needs. The router has already put the address in the history: the new page replaces that entry.
  beforeLoad: ({ location, preload }) => {
    if (!preload && typeof window !== 'undefined' && leavesPageSection(thisPageSection(), location.pathname))
      throw redirect({ href: location.href, reloadDocument: true, replace: true });
  },
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorPage,
});
