import { lazy, Suspense } from 'react';
import { useHydrated } from '@/ui/use-hydrated';

// Device-only and below the page's first screen: its code loads once the app has taken over the page.
const Strip = lazy(() => import('./recently-viewed-strip'));

/** "Recently Viewed" on /boats and the home page, from this device's records; nothing until the app runs. */
export function RecentlyViewed({ className }: { className?: string }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <Strip className={className} />
    </Suspense>
  );
}
