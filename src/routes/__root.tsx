import { createRootRoute } from '@tanstack/react-router';
import { RootLayout } from '@/app/layout/root-layout';
import { NotFoundPage } from '@/app/not-found-page';
import { ErrorPage } from '@/app/error-page';

export const Route = createRootRoute({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorPage,
});
