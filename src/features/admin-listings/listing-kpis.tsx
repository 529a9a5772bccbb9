import { useMemo } from 'react';
import { css } from 'styled-system/css';
import type { Boat } from '@harbour/domain/schemas/boat';
import { INQUIRY_STATUSES, type Inquiry } from '@harbour/domain/schemas/inquiry';
import { inquiriesByStatus } from '@/lib/kpi';
import { INQUIRY_STATUS_LABELS } from './model/inquiry-filter';
import { listingKpis } from './model/listing-overview';
import { KpiGrid } from '@/ui/kpi-grid';

/** The listing's figures (views, inquiries, conversion, days listed) and its inquiries by status. */
export function ListingKpis({ boat, views, inquiries }: { boat: Boat; views: number; inquiries: Inquiry[] }) {
  const now = useMemo(() => new Date(), []);
  const byStatus = inquiriesByStatus(inquiries, INQUIRY_STATUSES);
  const items = listingKpis(boat, views, inquiries.length, now);
  return (
    <div className={css({ display: 'grid', gap: '3' })}>
      <KpiGrid
        label="Listing KPIs"
        size="compact"
        items={items.map((k) => ({
          key: k.label,
          label: k.label,
          value: k.value,
          testId: `kpi-${k.label.toLowerCase().replace(/\s+/g, '-')}`,
        }))}
      />
      <ul
        aria-label="Inquiries by status"
        className={css({ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: '2' })}
      >
        {INQUIRY_STATUSES.map((s) => (
          <li
            key={s}
            className={css({ fontSize: 'sm', px: '3', py: '1', rounded: 'full', bg: 'gray.100' })}
            data-testid={`kpi-status-${s}`}
          >
            {INQUIRY_STATUS_LABELS[s]}: <strong>{byStatus[s]}</strong>
          </li>
        ))}
      </ul>
    </div>
  );
}
