import { mailtoHref } from '@/lib/email';
import { useMemo } from 'react';
import { css } from 'styled-system/css';
import type { Caller } from '@/data/caller';
import { clientRows } from '../model/clients';
import { shortUserId } from '../model/text';
import { combine, useAdminCollection } from '../use-admin-data';
import { MessageRow, SkeletonRows, muted, table, tableWrap } from '../components/parts';

const COLUMNS = 5;

export function ClientsTab({ caller }: { caller: Caller }) {
  const data = combine(
    useAdminCollection(caller, 'profiles'),
    useAdminCollection(caller, 'boats'),
    useAdminCollection(caller, 'submissions'),
  );
  const rows = useMemo(
    () => (data.status === 'ready' ? clientRows(data.data[0], data.data[1], data.data[2], caller.uid) : null),
    [data.status, data.data, caller.uid],
  );
  return (
    <div className={tableWrap}>
      <table className={table} aria-label="Clients">
        <thead>
          <tr>
            <th>Name</th>
            <th>Email</th>
            <th>Phone</th>
            <th>Boats</th>
            <th>Submissions</th>
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
                <div className={muted} title={c.id}>
                  {shortUserId(c.id)}
                </div>
              </td>
              <td>
                {c.email ? (
                  <a href={mailtoHref(c.email)} className={css({ color: 'navy.700', textDecoration: 'underline' })}>
                    {c.email}
                  </a>
                ) : (
                  '—'
                )}
              </td>
              <td className={css({ whiteSpace: 'nowrap' })}>
                {c.phone ? <a href={`tel:${c.phone.replace(/\s+/g, '')}`}>{c.phone}</a> : 'N/A'}
              </td>
              <td>{c.boats}</td>
              <td>{c.submissions}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
