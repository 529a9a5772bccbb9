import { mailtoHref } from '@harbour/domain/forms/email';
import { css } from 'styled-system/css';
import { shortDate } from '@/lib/dates';
import type { InquiryStatus } from '@harbour/domain/schemas/inquiry';
import { leadAge } from '@harbour/domain/leads/response-time';
import { ViewButton } from '@/ui/view-button';
import {
  Badge,
  MessageRow,
  PendingMark,
  SkeletonRows,
  muted,
  phoneOrNA,
  table,
  tableWrap,
  truncateMessage,
  type BadgeTone,
} from '@/features/admin/kit';
import { LEAD_TYPE_LABEL } from './model/lead-list';
import type { LeadsTabState } from './use-leads-tab';

const COLUMNS = 8;
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
    <div className={tableWrap}>
      <table className={table} aria-label="Leads">
        <thead>
          <tr>
            <th>Date</th>
            <th>Boat</th>
            <th>Contact name</th>
            <th>Email</th>
            <th>Phone</th>
            <th>Status</th>
            <th>Message</th>
            <th>
              <span className={css({ srOnly: true })}>Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {status === 'loading' ? <SkeletonRows columns={COLUMNS} /> : null}
          {status === 'error' ? (
            <MessageRow columns={COLUMNS}>The leads could not be loaded on this device.</MessageRow>
          ) : null}
          {rows && rows.length === 0 ? <MessageRow columns={COLUMNS}>No leads found</MessageRow> : null}
          {rows?.map(({ lead, boat, overdue }) => (
            <tr key={lead.id} data-lead-id={lead.id}>
              <td className={css({ whiteSpace: 'nowrap' })}>{shortDate(lead.createdAt)}</td>
              <td>
                {boat}
                {lead.inquiryType !== 'boat' ? <div className={muted}>{LEAD_TYPE_LABEL[lead.inquiryType]}</div> : null}
              </td>
              <td className={css({ fontWeight: 'medium' })}>{lead.name}</td>
              <td>
                <a href={mailtoHref(lead.email)} className={css({ color: 'navy.700', textDecoration: 'underline' })}>
                  {lead.email}
                </a>
              </td>
              <td className={css({ whiteSpace: 'nowrap' })}>{phoneOrNA(lead.phone)}</td>
              <td>
                <Badge tone={LEAD_TONE[lead.status]}>{lead.status}</Badge>
                {overdue ? <Badge tone="red">Overdue · {leadAge(lead, now)}</Badge> : null}
                <PendingMark pending={isPending('inquiries', lead.id)} />
              </td>
              <td className={css({ maxW: '64', color: 'muted' })} title={lead.message ?? undefined}>
                {truncateMessage(lead.message)}
              </td>
              <td>
                <ViewButton label={`View lead from ${lead.name}`} onClick={() => openLead(lead.id)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
