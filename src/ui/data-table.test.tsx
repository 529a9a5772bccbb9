// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { DataTable, type DataTableStatus } from './data-table';
import { domRoot } from '../../tests/unit/dom-root';

const dom = domRoot();
const COLUMNS = ['Name', { key: 'actions', head: <span>Actions</span> }];

function render(
  status: DataTableStatus,
  rows: string[] | null,
  extra: { loadingMessage?: string; errorMessage?: string } = {},
) {
  return dom.render(
    <DataTable label="Things" columns={COLUMNS} status={status} rows={rows} emptyMessage="No things found" {...extra}>
      {(name) => (
        <tr key={name} data-testid="thing">
          <td>{name}</td>
          <td />
        </tr>
      )}
    </DataTable>,
  );
}
const bodyRows = () => [...dom.container.querySelectorAll('tbody tr')];
const text = () => bodyRows().map((r) => r.textContent);

describe('a data table', () => {
  it('is a named table with a header cell per column', async () => {
    await render('ready', ['a']);
    const table = dom.container.querySelector('table')!;
    expect(table.getAttribute('aria-label')).toBe('Things');
    expect([...table.querySelectorAll('th')].map((th) => th.textContent)).toEqual(['Name', 'Actions']);
    expect(table.hasAttribute('aria-busy')).toBe(false);
  });

  it('shows three hidden skeleton rows across every column while loading, after the loading message if any', async () => {
    await render('loading', null);
    expect(
      bodyRows().map((r) => [r.getAttribute('data-testid'), r.getAttribute('aria-hidden'), r.children.length]),
    ).toEqual([
      ['skeleton-row', 'true', 2],
      ['skeleton-row', 'true', 2],
      ['skeleton-row', 'true', 2],
    ]);
    await render('loading', null, { loadingMessage: 'Loading...' });
    const status = dom.container.querySelector('[role=status]')!;
    expect([status.textContent, status.getAttribute('colspan')]).toEqual(['Loading...', '2']);
    expect(bodyRows()).toHaveLength(4);
  });

  it('shows the error message in one row spanning the table when the rows could not be read', async () => {
    await render('error', null, { errorMessage: 'The things could not be loaded.' });
    expect(text()).toEqual(['The things could not be loaded.']);
    expect(bodyRows()[0]!.querySelector('td')!.getAttribute('colspan')).toBe('2');
  });

  it('shows the empty message when there are no rows, or on an error it has no message for', async () => {
    await render('ready', []);
    expect(text()).toEqual(['No things found']);
    await render('error', null);
    expect(text()).toEqual(['No things found']);
  });

  it('shows one row per record once ready', async () => {
    await render('ready', ['a', 'b']);
    expect(text()).toEqual(['a', 'b']);
    expect(dom.container.querySelectorAll('[data-testid=skeleton-row]')).toHaveLength(0);
  });

  it('says aria-busy while loading when asked to', async () => {
    await dom.render(
      <DataTable markBusy columns={COLUMNS} status="loading" rows={null} emptyMessage="None">
        {() => null}
      </DataTable>,
    );
    expect(dom.container.querySelector('table')!.getAttribute('aria-busy')).toBe('true');
  });
});
