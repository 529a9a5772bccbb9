import { css } from 'styled-system/css';
import { LEAD_SOURCES, type LeadSource } from '@harbour/domain/schemas/lead';
import type { FunnelStep, WeekOfLeads } from './model/lead-pipeline';
import { shareText } from './model/lead-dashboard';
import { LEAD_SOURCE_LABEL } from './model/lead-list';

// Hand-made SVG charts (no chart library), each with its numbers in words beside it (the text alternative).

const SOURCE_COLOUR: Record<LeadSource, string> = {
  'boat-inquiry': '#163d69',
  'sell-form': '#0f7b87',
  'contact-form': '#7c3aed',
  'charter-request': '#0369a1',
  'boat-show': '#c2410c',
  phone: '#15803d',
  'walk-in': '#a16207',
  other: '#6b7280',
};
const figure = css({ m: 0, minW: 0 });
const chart = css({ w: 'full', maxW: '360px', h: 'auto', display: 'block' });
const caption = css({ fontSize: 'sm', color: 'muted', mt: '2' });

/** Leads per week for 12 weeks, stacked by source. */
export function LeadsPerWeekChart({ weeks }: { weeks: readonly WeekOfLeads[] }) {
  const W = 360;
  const H = 120;
  const busiest = Math.max(0, ...weeks.map((w) => w.total));
  const max = Math.max(1, busiest);
  const bar = W / weeks.length;
  const used = LEAD_SOURCES.filter((s) => weeks.some((w) => w.bySource[s] > 0));
  const total = weeks.reduce((n, w) => n + w.total, 0);
  const summary =
    `Leads per week, last ${weeks.length} weeks: ${total} in all` +
    (used.length
      ? ` (${used.map((s) => `${LEAD_SOURCE_LABEL[s]} ${weeks.reduce((n, w) => n + w.bySource[s], 0)}`).join(', ')}).`
      : '.') +
    ` This week ${weeks.at(-1)?.total ?? 0}, the busiest week ${busiest}.`;
  return (
    <figure className={figure} data-testid="leads-per-week">
      <svg role="img" aria-label={summary} viewBox={`0 0 ${W} ${H}`} className={chart}>
        {weeks.map((week, i) => {
          let y = H;
          return LEAD_SOURCES.map((source) => {
            const h = (week.bySource[source] / max) * H;
            if (h === 0) return null;
            y -= h;
            return (
              <rect
                key={`${week.week}-${source}`}
                x={i * bar + 2}
                y={y}
                width={bar - 4}
                height={h}
                fill={SOURCE_COLOUR[source]}
              />
            );
          });
        })}
      </svg>
      <figcaption className={caption}>
        <p>{summary}</p>
        {used.length ? (
          <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', listStyle: 'none', p: 0 })}>
            {used.map((s) => (
              <li key={s}>
                <span aria-hidden="true" style={{ color: SOURCE_COLOUR[s] }}>
                  ■{' '}
                </span>
                {LEAD_SOURCE_LABEL[s]}
              </li>
            ))}
          </ul>
        ) : null}
      </figcaption>
    </figure>
  );
}

/** New → Contacted → Qualified → Closed, with the conversion between steps. */
export function FunnelChart({ steps }: { steps: readonly FunnelStep[] }) {
  const W = 360;
  const row = 26;
  const max = Math.max(1, steps[0]?.reached ?? 0);
  const words = steps
    .map((s) => `${s.status} ${s.reached}${s.fromPrevious === null ? '' : ` (${shareText(s.fromPrevious)})`}`)
    .join(', ');
  const summary = `Leads funnel: ${words}.`;
  return (
    <figure className={figure} data-testid="leads-funnel">
      <svg role="img" aria-label={summary} viewBox={`0 0 ${W} ${row * steps.length}`} className={chart}>
        {steps.map((s, i) => (
          <g key={s.status}>
            <rect x={90} y={i * row + 4} width={(s.reached / max) * (W - 150)} height={row - 8} fill="#163d69" />
            <text x={0} y={i * row + row / 2 + 4} fontSize="12" fill="#374151">
              {s.status}
            </text>
            <text x={W - 55} y={i * row + row / 2 + 4} fontSize="12" fill="#374151">
              {s.reached}
              {s.fromPrevious === null ? '' : ` · ${shareText(s.fromPrevious)}`}
            </text>
          </g>
        ))}
      </svg>
      <figcaption className={caption}>
        <p>{summary}</p>
      </figcaption>
    </figure>
  );
}

/** How long first responses took, in bands. */
export function ResponseBandsChart({ bands }: { bands: readonly { band: string; leads: number }[] }) {
  const W = 360;
  const H = 100;
  const max = Math.max(1, ...bands.map((b) => b.leads));
  const bar = W / bands.length;
  const summary = `First responses: ${bands.map((b) => `${b.band.toLowerCase()} ${b.leads}`).join(', ')}.`;
  return (
    <figure className={figure} data-testid="response-bands">
      <svg role="img" aria-label={summary} viewBox={`0 0 ${W} ${H}`} className={chart}>
        {bands.map((b, i) => {
          const h = (b.leads / max) * H;
          const late = i >= bands.length - 2;
          return (
            <rect
              key={b.band}
              x={i * bar + 4}
              y={H - h}
              width={bar - 8}
              height={h}
              fill={late ? '#b91c1c' : '#0f7b87'}
            />
          );
        })}
      </svg>
      <figcaption className={caption}>
        <p>{summary}</p>
      </figcaption>
    </figure>
  );
}
