// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { KpiGrid, type Kpi } from './kpi-grid';
import { domRoot } from '../../tests/unit/dom-root';

const dom = domRoot();
const ITEMS: Kpi[] = [
  { key: 'a', label: 'Active', value: '1,234', testId: 'kpi-a', source: 'server' },
  { key: 'b', label: 'Views', value: null, testId: 'kpi-b' },
];

describe('a KPI grid', () => {
  it('is a named list of cards, each its label and value, marked with its test id and source', async () => {
    await dom.render(<KpiGrid label="Key numbers" items={[ITEMS[0]!]} />);
    const list = dom.container.querySelector('ul')!;
    expect(list.getAttribute('aria-label')).toBe('Key numbers');
    const card = dom.container.querySelector('[data-testid=kpi-a]')!;
    expect([...card.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['Active', '1,234']);
    expect(card.getAttribute('data-source')).toBe('server');
  });

  it('shows a loading value as a hidden skeleton under its label', async () => {
    await dom.render(<KpiGrid label="Numbers" busy items={ITEMS} skeletonTestId="stat-skeleton" />);
    expect(dom.container.querySelector('ul')!.getAttribute('aria-busy')).toBe('true');
    const card = dom.container.querySelector('[data-testid=kpi-b]')!;
    expect(card.textContent).toBe('Views');
    expect(card.querySelector('[data-testid=stat-skeleton]')!.getAttribute('aria-hidden')).toBe('true');
  });

  it('or as a whole hidden skeleton card, without the figure test id', async () => {
    await dom.render(<KpiGrid label="Numbers" items={ITEMS} skeleton="card" skeletonTestId="kpi-skeleton" />);
    expect(dom.container.querySelector('[data-testid=kpi-b]')).toBeNull();
    const skeleton = dom.container.querySelector('li[data-testid=kpi-skeleton]')!;
    expect([skeleton.getAttribute('aria-hidden'), skeleton.textContent]).toEqual(['true', '']);
    expect(dom.container.querySelectorAll('li')).toHaveLength(2);
  });
});
