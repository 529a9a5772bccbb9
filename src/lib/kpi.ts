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
