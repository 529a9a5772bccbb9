import { useMemo } from 'react';
import { css } from 'styled-system/css';
import type { Lead } from '@harbour/domain/schemas/lead';
import { durationText, medianCoverText } from '@harbour/domain/leads/response-time';
import { formatIsoDate } from '@/lib/dates';
import { useNow } from '@/ui/use-now';
import { button } from '@/ui/button';
import { leadFigures, shareText } from './model/lead-dashboard';
import { leadFunnel, leadsPerWeek, responseTimeBands } from './model/lead-pipeline';
import { card, cardTitle, muted } from '@/features/admin/kit';
import { FunnelChart, LeadsPerWeekChart, ResponseBandsChart } from './lead-charts';

const figureList = css({
  listStyle: 'none',
  p: 0,
  m: 0,
  display: 'grid',
  gap: '3',
  gridTemplateColumns: { base: '1fr 1fr', md: 'repeat(4, 1fr)' },
  '& p': { m: 0 },
});
const value = css({ fontSize: '2xl', fontWeight: 'bold' });

/**
 * The dashboard's leads part (#18): who waits (overdue), how fast the team answers, today's follow-ups and the
 * pipeline. `leads` is null until the replica has them: placeholders, never zeros, until then.
 */
export function LeadDashboardSection({
  leads,
  onOpenLeads,
}: {
  leads: readonly Lead[] | null;
  onOpenLeads: () => void;
}) {
  const now = useNow();
  const figures = useMemo(() => (leads ? leadFigures(leads, now) : null), [leads, now]);
  const pipeline = useMemo(
    () =>
      leads
        ? { weeks: leadsPerWeek(leads, now), funnel: leadFunnel(leads), bands: responseTimeBands(leads, now) }
        : null,
    [leads, now],
  );
  const shown = (text: () => string) => (figures ? text() : '…');
  return (
    <>
      <section className={card} aria-labelledby="lead-response" aria-busy={!figures}>
        <h2 id="lead-response" className={cardTitle}>
          Lead Response
        </h2>
        <ul className={figureList} data-testid="lead-figures">
          <li>
            <p className={muted}>Overdue leads</p>
            <p className={value} style={figures?.overdue ? { color: '#b91c1c' } : undefined}>
              {shown(() => String(figures!.overdue))}
            </p>
          </li>
          <li>
            <p className={muted}>Median first response, 7 days</p>
            <p className={value}>{shown(() => durationText(figures!.last7.medianMs))}</p>
            <p className={muted} data-testid="median-cover-7">
              {shown(() => medianCoverText(figures!.last7))}
            </p>
          </li>
          <li>
            <p className={muted}>Median first response, 30 days</p>
            <p className={value}>{shown(() => durationText(figures!.last30.medianMs))}</p>
            <p className={muted} data-testid="median-cover-30">
              {shown(() => medianCoverText(figures!.last30))}
            </p>
          </li>
          <li>
            <p className={muted}>Answered within 2 h / 24 h (30 days)</p>
            <p className={value}>
              {shown(() => `${shareText(figures!.last30.within2h)} / ${shareText(figures!.last30.within24h)}`)}
            </p>
          </li>
        </ul>
        {figures?.overdue ? (
          <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={onOpenLeads}>
            Open Leads
          </button>
        ) : null}
      </section>

      <section className={card} aria-labelledby="due-today">
        <h2 id="due-today" className={cardTitle}>
          Due Today
        </h2>
        {!figures ? <p className={muted}>Loading…</p> : null}
        {figures && figures.dueToday.length === 0 ? <p className={muted}>No follow-ups due today.</p> : null}
        <ul className={css({ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: '2' })}>
          {figures?.dueToday.map((task) => (
            <li
              key={task.taskId}
              data-testid="due-follow-up"
              data-overdue={task.overdue ? '' : undefined}
              className={css({ fontSize: 'sm', '&[data-overdue]': { color: 'danger' } })}
            >
              <strong>{task.leadName}</strong>: {task.text} · due {formatIsoDate(task.dueAt, 'MMM d, h:mm a')}
              {task.overdue ? ' · overdue' : ''}
            </li>
          ))}
        </ul>
      </section>

      <section className={card} aria-labelledby="pipeline">
        <h2 id="pipeline" className={cardTitle}>
          Pipeline
        </h2>
        {pipeline ? (
          <div
            className={css({ display: 'grid', gap: '6', gridTemplateColumns: { base: '1fr', lg: 'repeat(3, 1fr)' } })}
          >
            <LeadsPerWeekChart weeks={pipeline.weeks} />
            <FunnelChart steps={pipeline.funnel} />
            <ResponseBandsChart bands={pipeline.bands} />
          </div>
        ) : (
          <p className={muted}>Loading…</p>
        )}
      </section>
    </>
  );
}
