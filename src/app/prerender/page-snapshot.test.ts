import { describe, expect, it } from 'vitest';
import { buildDemoData } from '../../../fixtures/demo-data';
import { snapshotOf } from '../../../fixtures/demo-snapshot';
import { listFirstScreen } from '@/features/boats';
import { pageQuestion, pageSnapshot, type MatchedRoute } from './page-snapshot';
import { renderRoute } from './render-route';

const demo = snapshotOf(buildDemoData());
const boat = demo.boats.find((b) => b.status === 'active')!;
const NOW = new Date('2026-11-28T12:00:00.000Z');
const match = (routeId: string, params: Record<string, unknown> = {}, search: unknown = {}): MatchedRoute[] => [
  { routeId: '__root__', params, search },
  { routeId, params, search },
];

describe('pageQuestion: what the matched page will ask of the data', () => {
  it('a boat page its boat, /boats its search, other pages nothing', () => {
    expect(pageQuestion(match('/boats/$boatId', { boatId: 'b 1' }))).toEqual({ boat: 'b 1' });
    expect(pageQuestion(match('/boats/', {}, { type: 'Catamaran', q: undefined }))).toEqual({
      list: { type: 'Catamaran', q: undefined },
    });
    expect(pageQuestion(match('/blogs/$slug', { slug: 'x' }))).toBeNull();
    expect(pageQuestion(match('/'))).toBeNull();
    expect(pageQuestion([])).toBeNull();
  });
});

describe('pageSnapshot: what a page carries', () => {
  it('a boat page: its boat only, or no boat when it is not listed', () => {
    expect(pageSnapshot({ boat: boat.id }, demo, NOW)).toEqual({ boats: [boat], partial: { boat: boat.id } });
    expect(pageSnapshot({ boat: 'gone' }, demo, NOW)).toEqual({ boats: [], partial: { boat: 'gone' } });
  });

  it("/boats: its query's first screen (listFirstScreen), at the moment it is rendered", () => {
    const search = { type: boat.type, sort: 'price-asc' as const };
    const { boats, ...list } = listFirstScreen(demo.boats, search, NOW);
    expect(pageSnapshot({ list: search }, demo, NOW)).toEqual({ boats, partial: { list } });
  });

  it('any other page: the whole data', () => {
    expect(pageSnapshot(null, demo, NOW)).toBe(demo);
  });
});

describe('renderRoute picks it from the router\u2019s own reading of the URL', () => {
  it('reads the search as the route does (numbers, defaults, an unknown sort) and the boat id decoded', async () => {
    const list = await renderRoute('/boats?sort=bogus&priceMax=2000000&type=all&q=%20Viking%20', demo, NOW);
    expect(list.snapshot).toMatchObject({ partial: { list: { query: 'q=Viking&priceMax=2000000' } } });
    // A URL the route's check rewrites is rendered as the browser's router shows it (not an empty page).
    expect(list.body).toContain('data-testid="boats-count"');
    const page = await renderRoute(`/boats/${encodeURIComponent(boat.id)}`, demo, NOW);
    expect(page.snapshot).toEqual({ boats: [boat], partial: { boat: boat.id } });
    const contact = await renderRoute('/contact', demo, NOW);
    expect(contact.snapshot).toBe(demo);
    expect((await renderRoute('/contact', null, NOW)).snapshot).toBeNull();
  });
});
