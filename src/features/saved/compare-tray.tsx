import { lazy, Suspense } from 'react';
import { useCompareSelection } from './compare-selection';

// Only once a boat is picked: the bar's code stays off the pages' first load.
const Bar = lazy(() => import('./compare-tray-bar'));

/** The picked boats at the foot of the screen (compare-tray-bar.tsx), when any are picked. */
export function CompareTray() {
  const picked = useCompareSelection().length > 0;
  if (!picked) return null;
  return (
    <Suspense fallback={null}>
      <Bar />
    </Suspense>
  );
}
