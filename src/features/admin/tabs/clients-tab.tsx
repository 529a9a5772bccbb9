import { mailtoHref } from '@harbour/domain/forms/email';
import { useMemo } from 'react';
import { css } from 'styled-system/css';
import type { Caller } from '@/data/caller';
import { clientFile, clientRows } from '../model/clients';
import { ClientDialog } from '../components/client-dialog';
import { shortDate } from '@/lib/dates';
import { stackedTable } from '@/ui/stacked-table';
import { combine, useAdminCollection } from '../use-admin-data';
import { MessageRow, SkeletonRows, muted, table, tableWrap } from '../components/parts';
import { ViewButton } from '@/ui/view-button';

const COLUMNS = 6;

export function ClientsTab({
  caller,
  openClient,
  onOpenClient,
}: {
  caller: Caller;
  /** The client whose file is open (from the URL), or null. */
  openClient: string | null;
  onOpenClient: (id: string | null) => void;
}) {
  const data = combine(
    useAdminCollection(caller, 'profiles'),
    useAdminCollection(caller, 'boats'),
    useAdminCollection(caller, 'submissions'),
  );
  const leads = useAdminCollection(caller, 'inquiries');
  const rows = useMemo(
    () => (data.status === 'ready' ? clientRows(data.data[0], data.data[1], data.data[2], caller.uid) : null),
    [data.status, data.data, caller.uid],
  );
  const client = rows?.find((c) => c.id === openClient) ?? null;
  return (
    <>
      <ClientDialog
        client={client}
        file={
          client && data.status === 'ready'
            ? clientFile(client.id, data.data[1], data.data[2], leads.status === 'ready' ? leads.data : [])
            : null
        }
        onClose={() => onOpenClient(null)}
      />
      <div className={tableWrap}>
        <table className={`${table} ${stackedTable}`} aria-label="Clients">
          <thead>
            <tr>
              <th>Name</th>
              <th>Email</th>
              <th>Phone</th>
              <th>Boats</th>
              <th>Submissions</th>
              <th>
                <span className={css({ srOnly: true })}>Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.status === 'loading' ? <SkeletonRows columns={COLUMNS} /> : null}
            {data.status === 'error' ? (
              <MessageRow columns={COLUMNS}>The clients could not be loaded on this device.</MessageRow>
            ) : null}
            {rows && rows.length === 0 ? <MessageRow columns={COLUMNS}>No clients found</MessageRow> : null}
            {rows?.map((c) => (
              <tr key={c.id}>
                <td>
                  <span className={css({ fontWeight: 'medium' })}>{c.fullName}</span>
                  <div className={muted}>Client since {shortDate(c.since)}</div>
                </td>
                <td data-label="Email">
                  {c.email ? (
                    <a href={mailtoHref(c.email)} className={css({ color: 'navy.700', textDecoration: 'underline' })}>
                      {c.email}
                    </a>
                  ) : (
                    '—'
                  )}
                </td>
                <td className={css({ whiteSpace: 'nowrap' })} data-label="Phone">
                  {c.phone ? <a href={`tel:${c.phone.replace(/\s+/g, '')}`}>{c.phone}</a> : 'N/A'}
                </td>
                <td data-label="Boats">{c.boats}</td>
                <td data-label="Submissions">{c.submissions}</td>
                <td data-actions>
                  <ViewButton label={`View client ${c.fullName}`} onClick={() => onOpenClient(c.id)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
