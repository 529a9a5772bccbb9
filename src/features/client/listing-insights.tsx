import { css } from 'styled-system/css';
import { ListingHistory } from '@/features/listing-history';
import { ListingPerformanceChart } from '@/features/listing-performance';
import type { ListingActivity } from './listing-activity';
import type { ListingRow } from './listing-rows';

/** Per boat, an expandable section: how the listing works (views, inquiries) and its price and status history. */
export function ListingInsights({
  rows,
  activity,
  now,
}: {
  rows: readonly ListingRow[];
  activity: ReadonlyMap<string, ListingActivity>;
  now: Date;
}) {
  return (
    <ul className={css({ listStyle: 'none', p: 0, display: 'grid', gap: '3' })}>
      {rows.map((r) => {
        const a = activity.get(r.id);
        if (!a) return null;
        return (
          <li key={r.id} data-testid="listing-insights">
            <details>
              <summary className={css({ cursor: 'pointer', fontWeight: 'medium' })}>{r.title}</summary>
              <div className={css({ display: 'grid', gap: '4', mt: '3', minW: '0' })}>
                <ListingPerformanceChart title={r.title} daily={a.daily} leads={a.leads} now={now} />
                <ListingHistory boat={a.boat} now={now} headingId={`history-${r.id}`} />
              </div>
            </details>
          </li>
        );
      })}
    </ul>
  );
}
