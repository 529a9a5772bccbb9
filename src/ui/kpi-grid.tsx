import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { portalCard } from './portal-card';

/** One figure of a KPI grid: its label, its value (null while it loads), and the card's test id. */
export interface Kpi {
  key: string;
  label: ReactNode;
  value: ReactNode | null;
  testId: string;
  /** Where the value came from (`data-source`: the local count or the server's counter). */
  source?: string;
}

const grid = css({ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: '4', gridTemplateColumns: '1fr 1fr' });
const WIDE = {
  md: css({ md: { gridTemplateColumns: 'repeat(4, 1fr)' } }),
  lg: css({ lg: { gridTemplateColumns: 'repeat(4, 1fr)' } }),
};
const SIZE = {
  page: {
    card: portalCard,
    value: css({ fontSize: '3xl', fontWeight: 'bold', m: 0 }),
    gap: undefined,
  },
  compact: {
    card: css({ bg: 'white', rounded: 'xl', borderWidth: '1px', borderColor: 'border', p: '4' }),
    value: css({ fontSize: '2xl', fontWeight: 'bold', m: 0 }),
    gap: css({ gap: '3' }),
  },
};
const labelStyle = css({ fontSize: 'sm', color: 'muted', m: 0 });
const pulse = css({ bg: 'gray.200', animation: 'pulse 1.5s ease-in-out infinite' });

/**
 * A grid of counts in cards (the admin overview's KPIs, the owner's dashboard, a listing's figures): two columns on a
 * phone, four from `wideFrom`. A value still loading shows a skeleton marked `skeletonTestId`: in place of the value
 * (`skeleton: 'value'`), or as the whole card (`'card'`, which then carries the test id instead of the figure's).
 */
export function KpiGrid({
  label,
  busy,
  items,
  wideFrom = 'md',
  size = 'page',
  skeleton = 'value',
  skeletonTestId,
}: {
  /** The list's accessible name. */
  label: string;
  busy?: boolean;
  items: readonly Kpi[];
  wideFrom?: 'md' | 'lg';
  size?: 'page' | 'compact';
  skeleton?: 'value' | 'card';
  skeletonTestId?: string;
}) {
  const look = SIZE[size];
  return (
    <ul aria-label={label} aria-busy={busy} className={cx(grid, WIDE[wideFrom], look.gap)}>
      {items.map((kpi) =>
        kpi.value === null && skeleton === 'card' ? (
          <li key={kpi.key} className={look.card} data-testid={skeletonTestId} aria-hidden="true">
            <div className={cx(pulse, css({ h: '4', rounded: 'sm', w: '2/3' }))} />
            <div className={cx(pulse, css({ mt: '3', h: '8', w: '1/3', rounded: 'sm' }))} />
          </li>
        ) : (
          <li key={kpi.key} className={look.card} data-testid={kpi.testId} data-source={kpi.source}>
            <p className={labelStyle}>{kpi.label}</p>
            {kpi.value === null ? (
              <div
                data-testid={skeletonTestId}
                aria-hidden="true"
                className={cx(pulse, css({ h: '9', w: '12', mt: '1', rounded: 'md' }))}
              />
            ) : (
              <p className={look.value}>{kpi.value}</p>
            )}
          </li>
        ),
      )}
    </ul>
  );
}
