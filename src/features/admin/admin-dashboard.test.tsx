// @vitest-environment jsdom
import { act, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { LiveResult } from '@/data/query/use-database-query';
import { seedBoats } from '../../../fixtures';
import { seedLeads, seedSubmissions, seedViewCounts } from '../../../fixtures/portal-seed';
import { withDefaults } from '@harbour/domain/schemas/doc-defaults';
import { demoAccounts } from '../../../fixtures/accounts';
import { domRoot } from '../../../tests/unit/dom-root';

// The components read the replica only through use-admin-data; here it answers from fixed data.
const state: { loading: boolean; counters: { server: Record<string, unknown> | null; replicaComplete: boolean } } = {
  loading: true,
  counters: { server: null, replicaComplete: false },
};
const DATA: Record<string, unknown[]> = {
  boats: seedBoats,
  boatCommercials: seedBoats.map((b) => ({ id: b.id, commissionRate: 10, updatedAt: b.updatedAt })),
  submissions: seedSubmissions,
  // As the replica holds them: the team's fields defaulted (doc-defaults.ts).
  inquiries: seedLeads.map((l) => withDefaults('inquiries', l)),
  profiles: demoAccounts,
  viewCounts: seedViewCounts(),
};
vi.mock('./use-admin-data', async (importOriginal) => {
  const original = await importOriginal<typeof import('./use-admin-data')>();
  return {
    combine: original.combine,
    useAdminCollection: (_caller: unknown, name: string): LiveResult<unknown[]> =>
      state.loading
        ? { status: 'loading', data: undefined, error: undefined }
        : { status: 'ready', data: DATA[name]!, error: undefined },
    usePendingCheck: () => () => false,
    useAdminCounterSources: () => state.counters,
  };
});
vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, params, children, ...rest }: { to: string; params?: Record<string, string>; children: ReactNode }) => (
    <a href={to.replace('$boatId', params?.boatId ?? '')} {...rest}>
      {children}
    </a>
  ),
}));
vi.mock('@/ui/page-meta', () => ({ PageMeta: () => null }));

const { AdminDashboard } = await import('./admin-dashboard');
const { ALL_LEADS } = await import('@/features/crm');

const caller = { uid: 'demo-admin', role: 'admin' as const };

const dom = domRoot();

type Props = Parameters<typeof AdminDashboard>[0];

async function show(
  tab: Props['tab'],
  loading: boolean,
  counters: typeof state.counters = { server: null, replicaComplete: false },
  leads: Pick<Props, 'leadQuery' | 'onLeadQueryChange'> = { leadQuery: ALL_LEADS, onLeadQueryChange: () => {} },
) {
  state.loading = loading;
  state.counters = counters;
  await dom.render(
    <AdminDashboard
      caller={caller}
      tab={tab}
      onTabChange={() => {}}
      onOpenClient={() => {}}
      path="/admin/dashboard"
      {...leads}
    />,
  );
}

/** Types into a React-controlled field as a person does (the value, then an input event). */
function typeInto(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('admin dashboard', () => {
  it('has the spec title, subtitle and tabs', async () => {
    await show('dashboard', true);
    expect(dom.container.querySelector('h1')?.textContent).toBe('Admin Dashboard');
    expect(dom.container.textContent).toContain('Manage listings, submissions, and inquiries');
    expect([...dom.container.querySelectorAll('[role=tab]')].map((t) => t.textContent)).toEqual([
      'Dashboard',
      'Listings',
      'Clients',
      'Submissions',
      'Leads',
      'Blog',
      'Settings',
    ]);
  });

  it('shows 4 skeleton cards while the numbers load, then the four KPIs', async () => {
    await show('dashboard', true);
    expect(dom.container.querySelectorAll('[data-testid=kpi-skeleton]')).toHaveLength(4);
    await show('dashboard', false);
    expect(dom.container.querySelectorAll('[data-testid=kpi-skeleton]')).toHaveLength(0);
    expect(dom.container.querySelector('[data-testid=kpi-pendingSubmissions]')?.textContent).toBe(
      'Pending Submissions1',
    );
    expect(dom.container.textContent).not.toContain('coming soon');
  });

  it('while the first pull runs, shows the server counters (stats/admin) instead of skeletons; afterwards the local counts', async () => {
    const stats = {
      id: 'admin',
      pendingSubmissions: 12,
      activeListings: 340,
      totalViews: 98765,
      inquiriesByDay: { [new Date().toISOString().slice(0, 10)]: 5 },
    };
    await show('dashboard', true, { server: stats, replicaComplete: false });
    expect(dom.container.querySelectorAll('[data-testid=kpi-skeleton]')).toHaveLength(0);
    expect(dom.container.querySelector('[data-testid=kpi-pendingSubmissions]')?.textContent).toBe(
      'Pending Submissions12',
    );
    expect(dom.container.querySelector('[data-testid=kpi-activeListings]')?.getAttribute('data-source')).toBe('server');
    expect(dom.container.querySelector('[data-testid=kpi-newInquiries7d]')?.textContent).toBe('New Inquiries (7d)5');
    expect(dom.container.querySelector('[data-testid=kpi-totalViews]')?.textContent).toBe('Total Views98,765');
    await show('dashboard', false, { server: stats, replicaComplete: true });
    expect(dom.container.querySelector('[data-testid=kpi-pendingSubmissions]')?.textContent).toBe(
      'Pending Submissions1',
    );
    expect(dom.container.querySelector('[data-testid=kpi-activeListings]')?.getAttribute('data-source')).toBe('local');
  });

  it.each(['listings', 'clients', 'submissions', 'leads'] as const)(
    'shows 3 skeleton rows while the %s load',
    async (tab) => {
      await show(tab, true);
      expect(dom.container.querySelectorAll('[data-testid=skeleton-row]')).toHaveLength(3);
      await show(tab, false);
      expect(dom.container.querySelectorAll('[data-testid=skeleton-row]')).toHaveLength(0);
      expect(dom.container.querySelectorAll('tbody tr').length).toBeGreaterThan(0);
    },
  );

  it('shows review buttons on pending submissions only', async () => {
    await show('submissions', false);
    const pendingRows = seedSubmissions.filter((s) => s.status === 'pending').length;
    expect(dom.container.querySelectorAll('button[aria-label^="Approve "]')).toHaveLength(pendingRows);
    expect(dom.container.querySelectorAll('button[aria-label^="Reject "]')).toHaveLength(pendingRows);
    expect(dom.container.textContent).toContain('needs changes');
    expect(dom.container.textContent).not.toContain('needs_changes');
  });
  it('shows the Leads filters the URL holds, and the list they give', async () => {
    await show('leads', false, undefined, {
      leadQuery: { ...ALL_LEADS, status: 'contacted', kind: 'boat', text: 'sea ray', sort: 'oldest' },
      onLeadQueryChange: () => {},
    });
    expect(dom.container.querySelector<HTMLInputElement>('input[type=search]')!.value).toBe('sea ray');
    const selects = [...dom.container.querySelectorAll<HTMLSelectElement>('select')].map((s) => s.value);
    expect(selects).toEqual(expect.arrayContaining(['boat', 'oldest']));
    const rows = dom.container.querySelectorAll('tbody tr');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.textContent).toContain('Danielle Pinder');
  });

  it('writes a chosen filter as a new history entry, and typing once it pauses, replacing', async () => {
    vi.useFakeTimers();
    try {
      const changes: [Props['leadQuery'], { replace: boolean }][] = [];
      await show('leads', false, undefined, {
        leadQuery: ALL_LEADS,
        onLeadQueryChange: (query, how) => changes.push([query, how]),
      });
      const sort = [...dom.container.querySelectorAll<HTMLSelectElement>('select')].find((s) =>
        [...s.options].some((o) => o.value === 'waiting'),
      )!;
      await act(async () => {
        sort.value = 'waiting';
        sort.dispatchEvent(new Event('change', { bubbles: true }));
      });
      expect(changes).toEqual([[{ ...ALL_LEADS, sort: 'waiting' }, { replace: false }]]);

      const search = dom.container.querySelector<HTMLInputElement>('input[type=search]')!;
      await act(async () => typeInto(search, 'Mar'));
      await act(async () => typeInto(search, 'Marina'));
      // Each keystroke filters at once; the URL waits for the pause.
      expect(search.value).toBe('Marina');
      expect(changes).toHaveLength(1);
      await act(async () => vi.advanceTimersByTime(400));
      expect(changes.slice(1)).toEqual([[{ ...ALL_LEADS, text: 'Marina' }, { replace: true }]]);
    } finally {
      vi.useRealTimers();
    }
  });
});
