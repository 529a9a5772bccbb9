import { useMemo } from 'react';
import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { shortDate } from '@/lib/dates';
import type { Caller } from '@/data/caller';
import { button } from '@/ui/button';
import { KpiGrid } from '@/ui/kpi-grid';
import { KPI_CARDS, computeKpis, formatCount } from '../model/kpis';
import { serverKpis } from '../model/kpi-counters';
import { recentActivity } from '../model/activity';
import { chooseCounts } from '@/data/portal/dashboard-counters';
import { combine, useAdminCollection, useAdminCounterSources } from '../use-admin-data';
import { card, cardTitle, muted, SkeletonBar } from '../components/parts';
import type { AdminTab } from '../model/search';
import { LeadDashboardSection } from '@/features/crm';

export function OverviewTab({ caller, onOpenTab }: { caller: Caller; onOpenTab: (tab: AdminTab) => void }) {
  const data = combine(
    useAdminCollection(caller, 'submissions'),
    useAdminCollection(caller, 'boats'),
    useAdminCollection(caller, 'inquiries'),
    useAdminCollection(caller, 'viewCounts'),
  );
  const local = useMemo(
    () =>
      data.status === 'ready'
        ? computeKpis(
            { submissions: data.data[0], boats: data.data[1], inquiries: data.data[2], viewCounts: data.data[3] },
            new Date(),
          )
        : null,
    [data.status, data.data],
  );
  // Local counts once the replica is complete, the server's counters while its first pull runs (docs/DATA-MODEL.md 'Counters').
  const sources = useAdminCounterSources(caller);
  const server = useMemo(() => serverKpis(sources.server, new Date()), [sources.server]);
  const kpis = chooseCounts(
    KPI_CARDS.map((k) => k.key),
    local,
    server,
    sources.replicaComplete,
  );
  const kpisLoading = KPI_CARDS.some((k) => kpis[k.key] === null);
  const activity = useMemo(
    () =>
      data.status === 'ready'
        ? recentActivity({ submissions: data.data[0], inquiries: data.data[2], now: new Date() })
        : null,
    [data.status, data.data],
  );

  return (
    <div className={css({ display: 'grid', gap: '6' })}>
      <KpiGrid
        label="Key numbers"
        busy={kpisLoading}
        wideFrom="lg"
        skeleton="card"
        skeletonTestId="kpi-skeleton"
        items={KPI_CARDS.map((kpi) => {
          const shown = kpis[kpi.key];
          return {
            key: kpi.key,
            label: kpi.title,
            value: shown ? formatCount(shown.value) : null,
            testId: `kpi-${kpi.key}`,
            source: shown?.source,
          };
        })}
      />
      {data.status === 'error' ? (
        <p role="alert" className={css({ color: 'danger' })}>
          The numbers could not be loaded on this device.
        </p>
      ) : null}
      <LeadDashboardSection
        leads={data.status === 'ready' ? data.data[2] : null}
        onOpenLeads={() => onOpenTab('leads')}
      />

      <div
        className={css({
          display: 'grid',
          gap: '6',
          gridTemplateColumns: { base: '1fr', lg: '1fr 2fr' },
          alignItems: 'start',
        })}
      >
        <section className={card} aria-labelledby="quick-actions">
          <h2 id="quick-actions" className={cardTitle}>
            Quick Actions
          </h2>
          <div className={css({ display: 'grid', gap: '2', mt: '4' })}>
            <Link to="/admin/submissions" className={button({ variant: 'outline' })}>
              Review Submissions
            </Link>
            <Link to="/admin/listings/new" className={button({ variant: 'hero' })}>
              Add New Listing
            </Link>
            <Link to="/admin/listings" className={button({ variant: 'outline' })}>
              Manage Listings
            </Link>
            <Link to="/admin/leads" className={button({ variant: 'outline' })}>
              View Leads
            </Link>
          </div>
        </section>

        <section className={card} aria-labelledby="recent-activity">
          <h2 id="recent-activity" className={cardTitle}>
            Recent Activity
          </h2>
          {activity === null ? (
            <div className={css({ display: 'grid', gap: '3', mt: '4' })} aria-hidden="true">
              <SkeletonBar />
              <SkeletonBar width="3/4" />
              <SkeletonBar width="1/2" />
            </div>
          ) : activity.length === 0 ? (
            <p className={css({ mt: '4', color: 'muted' })}>Nothing has happened yet.</p>
          ) : (
            <ol className={css({ listStyle: 'none', p: 0, mt: '4', display: 'grid', gap: '1' })}>
              {activity.map((item) => (
                <li key={item.id} data-kind={item.kind}>
                  <button
                    type="button"
                    onClick={() => onOpenTab(item.tab)}
                    className={css({
                      w: 'full',
                      textAlign: 'left',
                      display: 'flex',
                      gap: '3',
                      alignItems: 'baseline',
                      p: '2',
                      rounded: 'md',
                      bg: 'transparent',
                      border: 'none',
                      cursor: 'pointer',
                      _hover: { bg: 'gray.50' },
                    })}
                  >
                    <span aria-hidden="true">{ACTIVITY_ICON[item.kind]}</span>
                    <span className={css({ flex: '1', minW: 0 })}>
                      <span className={css({ display: 'block', fontWeight: 'medium' })}>{item.title}</span>
                      <span className={muted}>{item.detail}</span>
                    </span>
                    <time dateTime={item.at} className={css({ fontSize: 'xs', color: 'muted', whiteSpace: 'nowrap' })}>
                      {shortDate(item.at)}
                    </time>
                  </button>
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
    </div>
  );
}

const ACTIVITY_ICON = { inquiry: '✉', submission: '+', review: '✓', 'lead-status': '↻' } as const;
