import { lazy, Suspense, useMemo } from 'react';
import { buildListingPerformance } from './daily-series';

// Dynamic import: the chart's code is fetched only by portal pages that render it, never by public pages.
const Chart = lazy(() => import('./performance-chart').then((m) => ({ default: m.PerformanceChart })));

export function ListingPerformanceChart({
  title,
  daily,
  leads,
  now,
}: {
  title: string;
  daily: Readonly<Record<string, number>>;
  leads: readonly { createdAt: string; status: string }[];
  now: Date;
}) {
  const performance = useMemo(() => buildListingPerformance(daily, leads, now), [daily, leads, now]);
  return (
    <Suspense fallback={<p>Loading the chart…</p>}>
      <Chart title={title} performance={performance} />
    </Suspense>
  );
}
