// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { Lead } from '@harbour/domain/schemas/lead';
import { domRoot } from '../../../tests/unit/dom-root';
import { LeadDashboardSection } from './lead-dashboard-section';
import { aLead } from '../../../tests/unit/fixtures/lead';

const dom = domRoot();
const lead = (id: string, createdAt: string, over: Partial<Lead> = {}): Lead =>
  aLead({ id, name: `Lead ${id}`, email: 'x@example.com', message: 'Hi', createdAt, updatedAt: createdAt, ...over });
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

describe('the dashboard’s leads part', () => {
  it('shows placeholders, not zeros, until the leads are there', async () => {
    await dom.render(<LeadDashboardSection leads={null} onOpenLeads={() => {}} />);
    const values = [...dom.container.querySelectorAll('[data-testid=lead-figures] li p + p')].map((p) => p.textContent);
    // Four figures, and under each median what it covers.
    expect(values).toEqual(['…', '…', '…', '…', '…', '…']);
  });

  it('counts the overdue, and each chart says in words what it draws', async () => {
    await dom.render(
      <LeadDashboardSection
        leads={[
          lead('a', hoursAgo(30)),
          lead('b', hoursAgo(3), {
            status: 'contacted',
            activity: [{ id: 's', kind: 'status', at: hoursAgo(2), by: 'me', from: 'new', to: 'contacted' }],
          }),
        ]}
        onOpenLeads={() => {}}
      />,
    );
    const figures = dom.container.querySelector('[data-testid=lead-figures]')!;
    expect(figures.querySelector('li p + p')!.textContent).toBe('1');
    // The median counts the answered lead (1 h) and the waiting one's 30 h so far (#30 item 12), and says so.
    expect(figures.textContent).toContain('Median first response, 7 days15.5 h2 leads, 1 still waiting');
    for (const id of ['leads-per-week', 'leads-funnel', 'response-bands']) {
      const chart = dom.container.querySelector(`[data-testid=${id}]`)!;
      const label = chart.querySelector('svg[role=img]')!.getAttribute('aria-label');
      expect(chart.querySelector('figcaption')!.textContent).toContain(label);
    }
    expect(dom.container.querySelector('[data-testid=leads-funnel] svg')!.getAttribute('aria-label')).toBe(
      'Leads funnel: new 2, contacted 1 (50%), qualified 0 (0%), closed 0.',
    );
  });
});
