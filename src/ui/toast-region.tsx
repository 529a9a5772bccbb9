import { lazy, Suspense, useEffect } from 'react';
import { showToastFromLastPage, useToastsWanted } from './toaster';
import { PartBoundary } from './part-boundary';
import { PlainToasts } from './plain-toasts';

// Ark UI's toaster and its portal stay off every page's first load: they load with the first toast (toaster.ts).
const ToastList = lazy(() => import('./toast-list'));

/**
 * Where toasts show: nothing until the first one is asked for (a toast the previous page left included). If their
 * code cannot load (offline before the service worker had it), they show plainly (plain-toasts.tsx): never lost.
 */
export function ToastRegion() {
  useEffect(() => showToastFromLastPage(), []);
  const wanted = useToastsWanted();
  return wanted ? (
    <PartBoundary name="toasts" fallback={<PlainToasts />}>
      <Suspense fallback={null}>
        <ToastList />
      </Suspense>
    </PartBoundary>
  ) : null;
}
