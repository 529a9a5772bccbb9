import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';

/**
 * The portal's table style, one copy for every admin and owner table. The box the table scrolls in must also hold what
 * is positioned inside (a header's sr-only label is absolute): not positioned, the Leads tab's "Actions" label sat at
 * the table's far end in the page and made it 1002 px wide at 360.
 */
export const tableWrap = css({
  overflowX: 'auto',
  position: 'relative',
  borderWidth: '1px',
  borderColor: 'border',
  rounded: 'lg',
  bg: 'white',
});
export const table = css({
  w: 'full',
  borderCollapse: 'collapse',
  fontSize: 'sm',
  '& th': {
    textAlign: 'left',
    fontWeight: 'semibold',
    color: 'muted',
    px: '3',
    py: '2',
    bg: 'gray.50',
    borderBottomWidth: '1px',
    borderColor: 'border',
    whiteSpace: 'nowrap',
  },
  '& td': { px: '3', py: '2', borderBottomWidth: '1px', borderColor: 'border', verticalAlign: 'middle' },
  '& tbody tr:last-child td': { borderBottomWidth: '0' },
});
export const skeletonBar = css({ h: '4', rounded: 'sm', bg: 'gray.200', animation: 'pulse 1.5s ease-in-out infinite' });

/** Spec: 3 skeleton rows on admin lists while loading. */
export function SkeletonRows({ columns, rows = 3 }: { columns: number; rows?: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, r) => (
        <tr key={r} data-testid="skeleton-row" aria-hidden="true">
          {Array.from({ length: columns }, (_, c) => (
            <td key={c}>
              <div className={skeletonBar} />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}

/** A table row spanning every column, for loading failures and empty states. */
export function MessageRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={columns} className={css({ textAlign: 'center', color: 'muted', py: '8!' })}>
        {children}
      </td>
    </tr>
  );
}

/** Where a table's rows are: what a query hook answers, reduced to what the table shows. */
export type DataTableStatus = 'loading' | 'error' | 'ready';

/**
 * A table of records with its loading, error and empty rows: skeleton rows while loading (after a "Loading..." status
 * row when `loadingMessage` is given), `errorMessage` when the records could not be read, `emptyMessage` when there are
 * none, else one row per record. `columns` are the header cells (a string, or a node for a hidden label).
 */
export function DataTable<Row>({
  label,
  className,
  markBusy,
  columns,
  headerScope,
  status,
  rows,
  loadingMessage,
  errorMessage,
  emptyMessage,
  children,
}: {
  /** The table's accessible name (`aria-label`). */
  label?: string;
  /** More classes for the table (e.g. `stackedTable`). */
  className?: string;
  /** Says `aria-busy` (true while loading, else false). */
  markBusy?: boolean;
  columns: ReadonlyArray<string | { key: string; head: ReactNode }>;
  /** `scope` of the header cells. */
  headerScope?: 'col';
  status: DataTableStatus;
  /** The rows to show once ready (null: not ready). */
  rows: ReadonlyArray<Row> | null;
  loadingMessage?: ReactNode;
  /** Without one, a failed read shows the empty row. */
  errorMessage?: ReactNode;
  emptyMessage: ReactNode;
  children: (row: Row) => ReactNode;
}) {
  const count = columns.length;
  const heads = columns.map((c) => (typeof c === 'string' ? { key: c, head: c } : c));
  let body: ReactNode;
  if (status === 'loading') {
    body = (
      <>
        {loadingMessage ? (
          <tr>
            <td colSpan={count} role="status" className={css({ color: 'muted' })}>
              {loadingMessage}
            </td>
          </tr>
        ) : null}
        <SkeletonRows columns={count} />
      </>
    );
  } else if (status === 'error' && errorMessage) {
    body = <MessageRow columns={count}>{errorMessage}</MessageRow>;
  } else if (!rows || rows.length === 0) {
    body = <MessageRow columns={count}>{emptyMessage}</MessageRow>;
  } else {
    body = rows.map((row) => children(row));
  }
  return (
    <div className={tableWrap}>
      <table
        className={cx(table, className)}
        aria-label={label}
        aria-busy={markBusy ? status === 'loading' : undefined}
      >
        <thead>
          <tr>
            {heads.map((c) => (
              <th key={c.key} scope={headerScope}>
                {c.head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{body}</tbody>
      </table>
    </div>
  );
}
