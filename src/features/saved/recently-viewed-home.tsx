import { lazy, Suspense } from 'react';
import { useRecentlyViewed } from './api/recently-viewed-hint';

const Strip = lazy(() => import('./recently-viewed-later').then((m) => m.loadRecentlyViewedStrip()));

/**
 * "Recently Viewed" on the home page (src/routes/index.tsx imports this module, not the shortlist's index.ts, whose
 * hearts and compare tray would come to '/'): from this device's localStorage hint, so no database; nothing on the
 * server, and the strip's code loads after hydration only when the hint names a boat.
 */
export function RecentlyViewedOnHome({ className }: { className?: string }) {
  const viewed = useRecentlyViewed();
  if (viewed.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Strip className={className} />
    </Suspense>
  );
}
