import { EmailLink } from '@/ui/email-link';
import { useState } from 'react';
import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { shortDate } from '@/lib/dates';
import { css } from 'styled-system/css';
import { INQUIRY_STATUSES, type Inquiry, type InquiryStatus } from '@harbour/domain/schemas/inquiry';
import type { Caller } from '@/data/caller';
import { logError } from '@/lib/log';
import { button } from '@/ui/button';
import { controlStyle } from '@/ui/form-field';
import { notify } from '@/ui/toaster';
import { updateInquiryStatus } from './api/listings';
import {
  filterInquiries,
  INQUIRY_FILTERS,
  INQUIRY_STATUS_LABELS,
  type InquiryStatusFilter,
} from './model/inquiry-filter';
import { ViewButton } from '@/ui/view-button';

const TYPE_LABELS: Record<Inquiry['inquiryType'], string> = {
  boat: 'Boat Inquiry',
  sell: 'Sell Request',
  contact: 'Contact',
  charter: 'Charter Request',
};
const th = css({
  textAlign: 'left',
  fontWeight: 'semibold',
  fontSize: 'sm',
  color: 'muted',
  px: '3',
  py: '2',
  whiteSpace: 'nowrap',
});
const td = css({
  px: '3',
  py: '2',
  fontSize: 'sm',
  borderTopWidth: '1px',
  borderColor: 'border',
  verticalAlign: 'middle',
});
const statusPill = css({
  display: 'inline-block',
  px: '2',
  py: '0.5',
  rounded: 'full',
  fontSize: 'xs',
  fontWeight: 'bold',
  '&[data-status=new]': { bg: 'blue.100', color: 'blue.800' },
  '&[data-status=contacted]': { bg: 'yellow.100', color: 'yellow.800' },
  '&[data-status=qualified]': { bg: 'green.100', color: 'green.800' },
  '&[data-status=closed]': { bg: 'gray.200', color: 'gray.800' },
});

/** The listing's inquiries: search, status filter, table and the 'Inquiry Details' dialog. */
export function InquiriesTab({ inquiries, caller }: { inquiries: Inquiry[]; caller: Caller }) {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<InquiryStatusFilter>('all');
  const [openId, setOpenId] = useState<string | null>(null);
  const rows = filterInquiries(inquiries, search, status);
  const open = inquiries.find((i) => i.id === openId) ?? null;

  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
        <input
          type="search"
          className={controlStyle}
          style={{ maxWidth: '24rem' }}
          placeholder="Search by name, email, or phone..."
          aria-label="Search inquiries"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <select
          className={controlStyle}
          style={{ maxWidth: '14rem' }}
          aria-label="Filter by status"
          value={status}
          onChange={(e) => setStatus(e.target.value as InquiryStatusFilter)}
        >
          {INQUIRY_FILTERS.map((f) => (
            <option key={f.value} value={f.value}>
              {f.label}
            </option>
          ))}
        </select>
      </div>
      {rows.length === 0 ? (
        <p className={css({ color: 'muted', textAlign: 'center', py: '8' })}>No inquiries found</p>
      ) : (
        <div className={css({ overflowX: 'auto' })}>
          <table className={css({ w: 'full', borderCollapse: 'collapse' })}>
            <thead>
              <tr>
                {['Date', 'Name', 'Email', 'Phone', 'Type', 'Status', 'Actions'].map((h) => (
                  <th key={h} scope="col" className={th}>
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((inquiry) => (
                <tr key={inquiry.id} data-testid="inquiry-row">
                  <td className={td}>{shortDate(inquiry.createdAt)}</td>
                  <td className={td}>{inquiry.name}</td>
                  <td className={td}>{inquiry.email}</td>
                  <td className={td}>{inquiry.phone ?? 'N/A'}</td>
                  <td className={td}>{TYPE_LABELS[inquiry.inquiryType]}</td>
                  <td className={td}>
                    <span className={statusPill} data-status={inquiry.status}>
                      {INQUIRY_STATUS_LABELS[inquiry.status]}
                    </span>
                  </td>
                  <td className={td}>
                    <ViewButton label={`View inquiry from ${inquiry.name}`} onClick={() => setOpenId(inquiry.id)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <InquiryDialog inquiry={open} caller={caller} onClose={() => setOpenId(null)} />
    </div>
  );
}

function InquiryDialog({ inquiry, caller, onClose }: { inquiry: Inquiry | null; caller: Caller; onClose: () => void }) {
  const [saving, setSaving] = useState(false);
  async function change(next: InquiryStatus) {
    if (!inquiry || next === inquiry.status) return;
    setSaving(true);
    try {
      await updateInquiryStatus(caller, inquiry.id, next);
      notify('Status Updated', 'Inquiry status has been updated successfully.');
    } catch (error) {
      logError('update inquiry status', error);
      notify('Error', 'Failed to update inquiry status.', 'error');
    } finally {
      setSaving(false);
    }
  }
  const dt = css({ fontSize: 'xs', color: 'muted', fontWeight: 'medium' });
  const dd = css({ m: 0, mb: '2', wordBreak: 'break-word' });
  return (
    <Dialog.Root open={inquiry !== null} onOpenChange={(d) => !d.open && onClose()} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop className={css({ position: 'fixed', inset: 0, bg: 'rgba(0,0,0,0.5)', zIndex: 40 })} />
        <Dialog.Positioner
          className={css({ position: 'fixed', inset: 0, display: 'grid', placeItems: 'center', zIndex: 50, p: '4' })}
        >
          <Dialog.Content
            className={css({
              bg: 'white',
              rounded: 'xl',
              shadow: 'xl',
              p: '6',
              w: 'full',
              maxW: 'lg',
              display: 'grid',
              gap: '4',
              maxH: '90vh',
              overflowY: 'auto',
            })}
          >
            <Dialog.Title className={css({ fontSize: 'xl', fontWeight: 'semibold', m: 0 })}>
              Inquiry Details
            </Dialog.Title>
            {inquiry ? (
              <>
                <dl className={css({ m: 0 })}>
                  <dt className={dt}>Name</dt>
                  <dd className={dd}>{inquiry.name}</dd>
                  <dt className={dt}>Email</dt>
                  <dd className={dd}>
                    <EmailLink address={inquiry.email} empty="N/A" />
                  </dd>
                  <dt className={dt}>Phone</dt>
                  <dd className={dd}>{inquiry.phone ?? 'N/A'}</dd>
                  <dt className={dt}>Type</dt>
                  <dd className={dd}>{TYPE_LABELS[inquiry.inquiryType]}</dd>
                  <dt className={dt}>Message</dt>
                  <dd className={css({ m: 0, whiteSpace: 'pre-wrap' })}>{inquiry.message ?? '—'}</dd>
                </dl>
                <label className={css({ display: 'grid', gap: '1', fontWeight: 'medium', fontSize: 'sm' })}>
                  Update Status
                  <select
                    className={controlStyle}
                    value={inquiry.status}
                    disabled={saving}
                    onChange={(e) => void change(e.target.value as InquiryStatus)}
                  >
                    {INQUIRY_STATUSES.map((s) => (
                      <option key={s} value={s}>
                        {INQUIRY_STATUS_LABELS[s]}
                      </option>
                    ))}
                  </select>
                </label>
              </>
            ) : null}
            <div className={css({ display: 'flex', justifyContent: 'flex-end' })}>
              <Dialog.CloseTrigger className={button({ variant: 'outline', size: 'sm' })}>Close</Dialog.CloseTrigger>
            </div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
