import { css } from 'styled-system/css';
import type { ListingPerformance } from './daily-series';

const W = 270;
const H = 80;

/** Points of one series as an SVG polyline, scaled to the chart's own maximum so a quiet boat still shows its shape. */
function points(values: readonly number[], max: number): string {
  const step = values.length > 1 ? W / (values.length - 1) : 0;
  return values.map((v, i) => `${(i * step).toFixed(1)},${(H - (v / max) * H).toFixed(1)}`).join(' ');
}

function signed(n: number): string {
  return n > 0 ? `+${n}` : `${n}`;
}

/** Hand-made SVG (no chart library): 90 days of views and inquiries, with the numbers in words beside it. */
export function PerformanceChart({ title, performance }: { title: string; performance: ListingPerformance }) {
  const { days, views, inquiries, byStatus } = performance;
  const totalViews = days.reduce((sum, d) => sum + d.views, 0);
  const totalInquiries = days.reduce((sum, d) => sum + d.inquiries, 0);
  const max = Math.max(1, ...days.map((d) => Math.max(d.views, d.inquiries)));
  const summary =
    `${title}, last 90 days: ${totalViews} views and ${totalInquiries} inquiries. ` +
    `This month ${views.thisMonth} views (${signed(views.change)} against last month's ${views.lastMonth}) and ` +
    `${inquiries.thisMonth} inquiries (${signed(inquiries.change)} against last month's ${inquiries.lastMonth}).`;
  return (
    <figure data-testid="listing-performance" className={css({ maxW: 'full', minW: '0' })}>
      <svg
        role="img"
        aria-label={summary}
        viewBox={`0 0 ${W} ${H}`}
        className={css({ w: 'full', maxW: '270px', h: 'auto', display: 'block' })}
      >
        <polyline
          points={points(
            days.map((d) => d.views),
            max,
          )}
          fill="none"
          stroke="#0b6e99"
          strokeWidth="1.5"
        />
        <polyline
          points={points(
            days.map((d) => d.inquiries),
            max,
          )}
          fill="none"
          stroke="#c2410c"
          strokeWidth="1.5"
        />
      </svg>
      <figcaption className={css({ fontSize: 'sm', color: 'muted', mt: '2' })}>
        <p data-testid="listing-performance-summary">{summary}</p>
        <p>
          Inquiries by status: new {byStatus.new}, contacted {byStatus.contacted}, qualified {byStatus.qualified},
          closed {byStatus.closed}.
        </p>
      </figcaption>
    </figure>
  );
}
