import type { Caller } from '@/data/caller';
import { useBoatDailyViews } from './api/daily-views';
import { ListingPerformanceChart } from './lazy-performance-chart';

/** The chart for one boat where the page has its leads but not its daily views (the admin's listing detail). */
export function BoatPerformance({
  caller,
  boatId,
  title,
  leads,
  now,
}: {
  caller: Caller;
  boatId: string;
  title: string;
  leads: readonly { createdAt: string; status: string }[];
  now: Date;
}) {
  const daily = useBoatDailyViews(caller, boatId);
  if (daily.status !== 'ready') return null;
  return <ListingPerformanceChart title={title} daily={daily.data} leads={leads} now={now} />;
}
