import { DAY_MS } from '@harbour/domain/time-units';
/** Per-listing KPIs (spec section 3), shared by the client and admin portals. */

/** Inquiries per 100 views; 0 when there are no views (never NaN or Infinity). */
export function conversionRate(inquiries: number, views: number): number {
  if (!Number.isFinite(views) || views <= 0 || !Number.isFinite(inquiries) || inquiries <= 0) return 0;
  return (inquiries / views) * 100;
}

/** One decimal and a % sign: 2 / 3 views → '66.7%', no views → '0.0%'. */
export function formatConversionRate(rate: number): string {
  const safe = Number.isFinite(rate) ? rate : 0;
  // + 0 turns -0 into 0 so it never reads '-0.0%'.
  return `${(Math.round(safe * 10) / 10 + 0).toFixed(1)}%`;
}

/** Whole days since the listing was created (floor); 0 for a future or unreadable date. */
export function daysListed(createdAt: string | Date, now: Date): number {
  const created = typeof createdAt === 'string' ? Date.parse(createdAt) : createdAt.getTime();
  if (!Number.isFinite(created)) return 0;
  return Math.max(0, Math.floor((now.getTime() - created) / DAY_MS));
}

/** How many inquiries are in each status (every status present, 0 when none). */
export function inquiriesByStatus<S extends string>(
  inquiries: ReadonlyArray<{ status: S }>,
  statuses: readonly S[],
): Record<S, number> {
  const counts = Object.fromEntries(statuses.map((s) => [s, 0])) as Record<S, number>;
  for (const i of inquiries) if (i.status in counts) counts[i.status] += 1;
  return counts;
}
