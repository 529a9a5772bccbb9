import { EmailLink } from '@/ui/email-link';
import { useMemo } from 'react';
import { css } from 'styled-system/css';
import type { Caller } from '@/data/caller';
import { clientFile, clientRows } from '../model/clients';
import { ClientDialog } from '../components/client-dialog';
import { shortDate } from '@/lib/dates';
import { stackedTable } from '@/ui/stacked-table';
import { combine, useAdminCollection } from '../use-admin-data';
import { muted } from '../components/parts';
import { ViewButton } from '@/ui/view-button';
import { DataTable } from '@/ui/data-table';

const COLUMNS = [
  'Name',
  'Email',
  'Phone',
  'Boats',
  'Submissions',
  { key: 'actions', head: <span className={css({ srOnly: true })}>Actions</span> },
];

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
            ? clientFile(client.id, data.data[1], data.data[2], leads.status === 'ready' ? leads.data : [], new Date())
            : null
        }
        onClose={() => onOpenClient(null)}
      />
      <DataTable
        label="Clients"
        className={stackedTable}
        columns={COLUMNS}
        status={data.status}
        rows={rows}
        errorMessage="The clients could not be loaded on this device."
        emptyMessage="No clients found"
      >
        {(c) => (
          <tr key={c.id}>
            <td>
              <span className={css({ fontWeight: 'medium' })}>{c.fullName}</span>
              <div className={muted}>Client since {shortDate(c.since)}</div>
            </td>
            <td data-label="Email">
              <EmailLink
                address={c.email}
                empty="—"
                className={css({ color: 'navy.700', textDecoration: 'underline' })}
              />
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
        )}
      </DataTable>
    </>
  );
}
