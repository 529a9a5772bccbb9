import { lazy, Suspense } from 'react';
import { useRecentlyViewed } from './api/recently-viewed-hint';

// Below the page's first screen, and only for a visitor who opened boats before: its code loads when there is one.
const Strip = lazy(() => import('./recently-viewed-strip'));

/** "Recently Viewed" on /boats and the home page, from this device's hint (none on the server, so none to hydrate). */
export function RecentlyViewed({ className }: { className?: string }) {
  const viewed = useRecentlyViewed();
  if (viewed.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Strip className={className} />
    </Suspense>
  );
}
