import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { shortDate } from '@/lib/dates';
import { EmailLink } from '@/ui/email-link';
import { logError } from '@/lib/log';
import type { Caller } from '@/data/caller';
import { INQUIRY_STATUSES, type InquiryStatus } from '@harbour/domain/schemas/inquiry';
import type { Lead } from '@harbour/domain/schemas/lead';
import { leadDetailRows } from '@harbour/domain/leads/lead-details';
import { leadArrivedAt } from '@harbour/domain/leads/lead-arrival';
import { business } from '@harbour/domain/business';
import { button } from '@/ui/button';
import { SelectField } from '@/ui/form-field';
import { notify } from '@/ui/toaster';
import { AdminDialog, muted, phoneOrNA, statusLabel } from '@/features/admin/kit';
import { LEAD_TYPE_LABEL } from './model/lead-list';
import { updateInquiryStatus } from './api/leads';
import { LeadWorkPanel } from './lead-work-panel';

const STATUS_OPTIONS = INQUIRY_STATUSES.map((s) => ({ value: s, label: s.charAt(0).toUpperCase() + s.slice(1) }));

/** A lead's dialog (Inquiry Details): who and what, its status, and the broker's work on it (LeadWorkPanel). */
export function LeadDialog({
  caller,
  lead,
  names,
  onClose,
  onOpenClient,
}: {
  caller: Caller;
  lead: Lead | null;
  names: ReadonlyMap<string, string>;
  onClose: () => void;
  onOpenClient: (id: string) => void;
}) {
  const [saving, setSaving] = useState(false);
  async function change(status: InquiryStatus) {
    if (!lead) return;
    setSaving(true);
    try {
      await updateInquiryStatus(caller, lead.id, status);
      notify('Status Updated', 'Inquiry status has been updated successfully.');
    } catch (error) {
      logError('inquiry status', error);
      notify('Error', 'Failed to update inquiry status.', 'error');
    } finally {
      setSaving(false);
    }
  }
  const details = lead ? leadDetailRows(lead.details) : [];
  return (
    <AdminDialog
      open={lead !== null}
      onOpenChange={(o) => (o ? undefined : onClose())}
      title="Inquiry Details"
      footer={
        <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={onClose}>
          Close
        </button>
      }
    >
      {lead ? (
        <div className={css({ display: 'grid', gap: '4' })}>
          <dl
            className={css({
              display: 'grid',
              gridTemplateColumns: 'max-content 1fr',
              columnGap: '4',
              rowGap: '2',
              fontSize: 'sm',
              '& dt': { color: 'muted', fontWeight: 'medium' },
              '& dd': { m: 0, overflowWrap: 'anywhere' },
            })}
          >
            <dt>Name</dt>
            <dd>{lead.name}</dd>
            <dt>Email</dt>
            <dd>
              <EmailLink address={lead.email} empty="N/A" />
            </dd>
            <dt>Phone</dt>
            <dd>{phoneOrNA(lead.phone)}</dd>
            <dt>Type</dt>
            <dd>{LEAD_TYPE_LABEL[lead.inquiryType]}</dd>
            {lead.boatTitle ? (
              <>
                <dt>Boat</dt>
                <dd>
                  {lead.boatId ? (
                    <Link
                      to="/admin/listings/$boatId"
                      params={{ boatId: lead.boatId }}
                      className={css({ textDecoration: 'underline' })}
                    >
                      {lead.boatTitle}
                    </Link>
                  ) : (
                    lead.boatTitle
                  )}
                </dd>
              </>
            ) : null}
            {lead.boatOwnerId && lead.boatOwnerId !== caller.uid && names.has(lead.boatOwnerId) ? (
              <>
                <dt>Owner</dt>
                <dd>
                  <button
                    type="button"
                    className={css({
                      bg: 'transparent',
                      border: 'none',
                      p: 0,
                      font: 'inherit',
                      color: 'inherit',
                      cursor: 'pointer',
                      textDecoration: 'underline',
                    })}
                    onClick={() => onOpenClient(lead.boatOwnerId!)}
                  >
                    {names.get(lead.boatOwnerId)}
                  </button>
                </dd>
              </>
            ) : null}
            <dt>Received</dt>
            <dd>{shortDate(leadArrivedAt(lead, new Date()))}</dd>
            {/* The device's own date only where it tells something (an outbox that waited, a clock off). */}
            {lead.receivedAt && shortDate(lead.createdAt) !== shortDate(lead.receivedAt) ? (
              <>
                <dt>Sent (their device's clock)</dt>
                <dd>{shortDate(lead.createdAt)}</dd>
              </>
            ) : null}
            {details.map(({ key, label, value }) => (
              <FragmentRow key={key} label={label} value={value} />
            ))}
            <dt>Message</dt>
            <dd className={css({ whiteSpace: 'pre-wrap' })}>{lead.message ?? '—'}</dd>
          </dl>
          <SelectField
            label="Update Status"
            placeholder="Choose a status"
            options={STATUS_OPTIONS}
            value={lead.status}
            disabled={saving}
            onChange={(e) => void change(e.target.value as InquiryStatus)}
          />
          <p className={muted}>Current status: {statusLabel(lead.status)}</p>
          <LeadWorkPanel
            caller={caller}
            lead={lead}
            nameOf={(uid) => names.get(uid) ?? 'Another admin'}
            myName={names.get(caller.uid) ?? business.productName}
          />
        </div>
      ) : null}
    </AdminDialog>
  );
}

function FragmentRow({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}
