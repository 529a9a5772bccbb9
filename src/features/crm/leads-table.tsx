import { css } from 'styled-system/css';
import { EmailLink } from '@/ui/email-link';
import { shortDate } from '@/lib/dates';
import type { InquiryStatus } from '@harbour/domain/schemas/inquiry';
import { leadAge } from '@harbour/domain/leads/response-time';
import { ViewButton } from '@/ui/view-button';
import { DataTable } from '@/ui/data-table';
import { Badge, PendingMark, muted, phoneOrNA, truncateMessage, type BadgeTone } from '@/features/admin/kit';
import { LEAD_TYPE_LABEL } from './model/lead-list';
import type { LeadsTabState } from './use-leads-tab';

const COLUMNS = [
  'Date',
  'Boat',
  'Contact name',
  'Email',
  'Phone',
  'Status',
  'Message',
  { key: 'actions', head: <span className={css({ srOnly: true })}>Actions</span> },
];
const LEAD_TONE: Record<InquiryStatus, BadgeTone> = {
  new: 'blue',
  contacted: 'yellow',
  qualified: 'green',
  closed: 'grey',
};

/** The Leads table: one row per lead the filters give, loading and empty rows, a View button opening its dialog. */
export function LeadsTable({
  tab,
}: {
  tab: Pick<LeadsTabState, 'status' | 'rows' | 'now' | 'isPending' | 'openLead'>;
}) {
  const { status, rows, now, isPending, openLead } = tab;
  return (
    <DataTable
      label="Leads"
      columns={COLUMNS}
      status={status}
      rows={rows}
      errorMessage="The leads could not be loaded on this device."
      emptyMessage="No leads found"
    >
      {({ lead, boat, arrivedAt, overdue }) => (
        <tr key={lead.id} data-lead-id={lead.id}>
          <td className={css({ whiteSpace: 'nowrap' })}>{shortDate(arrivedAt)}</td>
          <td>
            {boat}
            {lead.inquiryType !== 'boat' ? <div className={muted}>{LEAD_TYPE_LABEL[lead.inquiryType]}</div> : null}
          </td>
          <td className={css({ fontWeight: 'medium' })}>{lead.name}</td>
          <td>
            <EmailLink
              address={lead.email}
              empty="N/A"
              className={css({ color: 'navy.700', textDecoration: 'underline' })}
            />
          </td>
          <td className={css({ whiteSpace: 'nowrap' })}>{phoneOrNA(lead.phone)}</td>
          <td>
            <Badge tone={LEAD_TONE[lead.status]}>{lead.status}</Badge>
            {overdue ? <Badge tone="red">Overdue · {leadAge({ arrivedAt }, now)}</Badge> : null}
            <PendingMark pending={isPending('inquiries', lead.id)} />
          </td>
          <td className={css({ maxW: '64', color: 'muted' })} title={lead.message ?? undefined}>
            {truncateMessage(lead.message)}
          </td>
          <td>
            <ViewButton label={`View lead from ${lead.name}`} onClick={() => openLead(lead.id)} />
          </td>
        </tr>
      )}
    </DataTable>
  );
}
