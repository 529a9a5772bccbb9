import { mailtoHref } from '@harbour/domain/forms/email';
import { useMemo, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { shortDate } from '@/lib/dates';
import type { Caller } from '@/data/caller';
import { INQUIRY_STATUSES, type Inquiry, type InquiryStatus } from '@harbour/domain/schemas/inquiry';
import { button } from '@/ui/button';
import { SelectField, TextField } from '@/ui/form-field';
import { notify } from '@/ui/toaster';
import { logError } from '@/lib/log';
import { LEAD_FILTERS } from '@/features/admin/kit';
import { LEAD_KINDS, LEAD_OWNER_FILTERS, LEAD_SORTS, queryLeads, type LeadQuery } from './model/lead-list';
import { ALL_LEADS, LEAD_SEARCH_MAX, leadQueryOf, leadSearchOf } from './model/lead-search';
import { leadsCsv, leadsCsvName } from './model/leads-export';
import { firstResponseAt } from '@harbour/domain/leads/lead-activity';
import { isOverdue, leadAge } from '@harbour/domain/leads/response-time';
import { useNow } from '@/ui/use-now';
import { useSearchBoxAheadOfUrl } from '@/ui/use-search-box-ahead-of-url';
import { leadBoatLabel, phoneOrNA, statusLabel, truncateMessage } from '@/features/admin/kit';
import { leadDetailRows } from '@harbour/domain/leads/lead-details';
import type { Lead } from '@harbour/domain/schemas/lead';
import { business } from '@harbour/domain/business';
import { LeadWorkPanel } from './lead-work-panel';
import { AddLeadButton } from './add-lead-form';
import { boatTitle } from '@harbour/domain/boats/boat-title';
import { updateInquiryStatus } from './api/leads';
import { combine, useAdminCollection, usePendingCheck } from '@/features/admin/kit';
import {
  AdminDialog,
  Badge,
  FilterBar,
  MessageRow,
  PendingMark,
  SkeletonRows,
  muted,
  table,
  tableWrap,
  type BadgeTone,
} from '@/features/admin/kit';
import { ViewButton } from '@/ui/view-button';

const COLUMNS = 8;
const LEAD_TONE: Record<InquiryStatus, BadgeTone> = {
  new: 'blue',
  contacted: 'yellow',
  qualified: 'green',
  closed: 'grey',
};
const TYPE_LABEL: Record<Inquiry['inquiryType'], string> = {
  boat: 'Boat inquiry',
  sell: 'Sell form',
  contact: 'Contact form',
};
const STATUS_OPTIONS = INQUIRY_STATUSES.map((s) => ({ value: s, label: s.charAt(0).toUpperCase() + s.slice(1) }));

/** The search text as the URL keeps it (blank or too long: none), so the box is not reset to it. */
const asInUrl = (text: string) => leadQueryOf(leadSearchOf({ ...ALL_LEADS, text })).text;

/** How long typing pauses before the search text goes into the URL (each keystroke filters the list at once). */
const SEARCH_URL_DELAY_MS = 400;

interface Props {
  caller: Caller;
  onOpenClient: (id: string) => void;
  /** The filters as the URL holds them, and how a change is written there. */
  query: LeadQuery;
  onQueryChange: (query: LeadQuery, how: { replace: boolean }) => void;
}

export function LeadsTab({ caller, onOpenClient, query: urlQuery, onQueryChange }: Props) {
  // The search box is the page's own while typing; the URL follows after a pause (useSearchBoxAheadOfUrl).
  const searchBox = useSearchBoxAheadOfUrl(urlQuery.text, { delayMs: SEARCH_URL_DELAY_MS, asInUrl });
  const { text } = searchBox;
  const latest = useRef(urlQuery);
  latest.current = urlQuery;
  const { status, owner, kind, sort } = urlQuery;
  const query = useMemo<LeadQuery>(() => ({ status, owner, kind, sort, text }), [status, owner, kind, sort, text]);
  /** A filter chosen: a new entry in the history, with what is typed in the box. */
  const set =
    <K extends keyof LeadQuery>(key: K) =>
    (value: LeadQuery[K]) =>
      searchBox.writeNow(() => onQueryChange({ ...query, [key]: value }, { replace: false }));
  const onType = (value: string) =>
    searchBox.type(value, () => onQueryChange({ ...latest.current, text: value }, { replace: true }));
  const now = useNow();
  const [openId, setOpenId] = useState<string | null>(null);
  const data = combine(useAdminCollection(caller, 'inquiries'), useAdminCollection(caller, 'boats'));
  const isPending = usePendingCheck(caller);
  const profiles = useAdminCollection(caller, 'profiles');
  const names = useMemo(
    () => new Map(profiles.status === 'ready' ? profiles.data.map((p) => [p.id, p.fullName]) : []),
    [profiles],
  );
  const rows = useMemo(() => {
    if (data.status !== 'ready') return null;
    const boats = new Map(data.data[1].map((b) => [b.id, b]));
    return queryLeads(data.data[0], query, caller.uid, now).map((lead) => ({
      lead,
      boat: leadBoatLabel(lead, boats),
      overdue: isOverdue(
        { createdAt: lead.createdAt, firstResponseAt: firstResponseAt(lead.activity), status: lead.status },
        now,
      ),
    }));
  }, [data.status, data.data, query, caller.uid, now]);
  const boatChoices = useMemo(
    () => (data.status === 'ready' ? data.data[1].map((b) => ({ id: b.id, title: boatTitle(b) })) : []),
    [data.status, data.data],
  );
  const nameOf = (uid: string) => names.get(uid) ?? 'Another admin';
  function exportCsv() {
    if (!rows) return;
    const file = new Blob(
      [
        leadsCsv(
          rows.map((r) => r.lead),
          nameOf,
          now,
        ),
      ],
      { type: 'text/csv;charset=utf-8' },
    );
    const link = document.createElement('a');
    link.href = URL.createObjectURL(file);
    link.download = leadsCsvName(now);
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 0);
  }
  // The dialog follows the live document, so a status change shows at once.
  const open = data.status === 'ready' ? (data.data[0].find((l) => l.id === openId) ?? null) : null;

  return (
    // minmax(0, 1fr): a grid's own column would grow to the widest table; this keeps it to the screen (360 px) and the
    // table scrolls in its box.
    <div className={css({ display: 'grid', gap: '4', gridTemplateColumns: 'minmax(0, 1fr)' })}>
      <FilterBar label="Filter leads by status" options={LEAD_FILTERS} value={query.status} onChange={set('status')} />
      <FilterBar label="Whose leads" options={LEAD_OWNER_FILTERS} value={query.owner} onChange={set('owner')} />
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'flex-end' })}>
        <div className={css({ flex: '1 1 14rem' })}>
          <TextField
            label="Search leads"
            type="search"
            value={text}
            maxLength={LEAD_SEARCH_MAX}
            onChange={(e) => onType(e.target.value)}
          />
        </div>
        <SelectField
          label="Type"
          placeholder="Type"
          options={LEAD_KINDS}
          value={query.kind}
          onChange={(e) => set('kind')(e.target.value as LeadQuery['kind'])}
        />
        <SelectField
          label="Sort"
          placeholder="Sort"
          options={LEAD_SORTS}
          value={query.sort}
          onChange={(e) => set('sort')(e.target.value as LeadQuery['sort'])}
        />
        <button
          type="button"
          className={button({ variant: 'outline', size: 'sm' })}
          disabled={!rows || rows.length === 0}
          onClick={exportCsv}
        >
          Export CSV
        </button>
        <AddLeadButton caller={caller} boats={boatChoices} />
      </div>
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
            {data.status === 'loading' ? <SkeletonRows columns={COLUMNS} /> : null}
            {data.status === 'error' ? (
              <MessageRow columns={COLUMNS}>The leads could not be loaded on this device.</MessageRow>
            ) : null}
            {rows && rows.length === 0 ? <MessageRow columns={COLUMNS}>No leads found</MessageRow> : null}
            {rows?.map(({ lead, boat, overdue }) => (
              <tr key={lead.id} data-lead-id={lead.id}>
                <td className={css({ whiteSpace: 'nowrap' })}>{shortDate(lead.createdAt)}</td>
                <td>
                  {boat}
                  {lead.inquiryType !== 'boat' ? <div className={muted}>{TYPE_LABEL[lead.inquiryType]}</div> : null}
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
                  <ViewButton label={`View lead from ${lead.name}`} onClick={() => setOpenId(lead.id)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <LeadDialog
        caller={caller}
        lead={open}
        names={names}
        onClose={() => setOpenId(null)}
        onOpenClient={(id) => {
          setOpenId(null);
          onOpenClient(id);
        }}
      />
    </div>
  );
}

function LeadDialog({
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
              <a href={mailtoHref(lead.email)}>{lead.email}</a>
            </dd>
            <dt>Phone</dt>
            <dd>{phoneOrNA(lead.phone)}</dd>
            <dt>Type</dt>
            <dd>{TYPE_LABEL[lead.inquiryType]}</dd>
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
            <dd>{shortDate(lead.createdAt)}</dd>
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
