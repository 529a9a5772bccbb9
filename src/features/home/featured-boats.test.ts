import { describe, expect, it } from 'vitest';
import { buildDemoData } from '../../../fixtures/demo-data';
import { snapshotOf } from '../../../fixtures/demo-snapshot';
import type { Boat } from '@harbour/domain/schemas/boat';
import { FEATURED_BOATS_ID } from './featured-boats-store';
import { featuredBoats, withFeaturedBoats } from './featured-boats';

const demo = snapshotOf(buildDemoData()).boats;
const base = demo.find((b) => b.status === 'active' && b.images.length > 0)!;
const boat = (id: string, over: Partial<Boat>): Boat => ({ ...base, id, ...over });

describe('featuredBoats (the home page)', () => {
  it('the newest for sale first, three of them; under offer and sold ones are left out', () => {
    const boats = [
      boat('old', { publishedAt: '2026-01-01T00:00:00.000Z' }),
      boat('sold', { status: 'sold', publishedAt: '2026-09-01T00:00:00.000Z' }),
      boat('offer', { status: 'under_offer', publishedAt: '2026-09-02T00:00:00.000Z' }),
      boat('new', { publishedAt: '2026-08-01T00:00:00.000Z' }),
      boat('mid', { publishedAt: null, createdAt: '2026-05-01T00:00:00.000Z' }),
      boat('older', { publishedAt: '2025-01-01T00:00:00.000Z' }),
    ];
    expect(featuredBoats(boats).map((b) => b.id)).toEqual(['new', 'mid', 'old']);
  });

  it('the same pick on every device: equal dates go by id', () => {
    const at = '2026-08-01T00:00:00.000Z';
    const boats = [boat('b', { publishedAt: at }), boat('a', { publishedAt: at }), boat('c', { publishedAt: at })];
    expect(featuredBoats(boats).map((b) => b.id)).toEqual(['a', 'b', 'c']);
    expect(featuredBoats([...boats].reverse()).map((b) => b.id)).toEqual(['a', 'b', 'c']);
  });

  it('worded as the home page shows it: title, price (or on request), length, the primary photo with its sizes', () => {
    const [shown] = featuredBoats([
      boat('x', { year: 2020, make: 'Hatteras', model: 'GT45', price: 1250000, length: 45 }),
    ]);
    expect(shown).toMatchObject({ id: 'x', title: '2020 Hatteras GT45', price: '$1,250,000', length: '45 ft' });
    expect(shown!.photo?.src).toBeTruthy();
    expect(featuredBoats([boat('y', { priceOnRequest: true })])[0]!.price).toBe('Price on Request');
    expect(featuredBoats([boat('z', { images: [] })])[0]!.photo).toBeNull();
  });

  it('the demo business has three to feature, all with photos', () => {
    const shown = featuredBoats(demo);
    expect(shown).toHaveLength(3);
    expect(shown.every((b) => b.photo !== null)).toBe(true);
  });
});

describe('withFeaturedBoats (the built home page)', () => {
  it('puts the list in the page as JSON that no text of it can close', () => {
    const list = featuredBoats([boat('x', { model: '</script><script>alert(1)</script>' })]);
    const html = withFeaturedBoats('<html><body><div id="root"></div></body></html>', list);
    const json = new RegExp(`<script type="application/json" id="${FEATURED_BOATS_ID}">(.*)</script>`).exec(html)![1]!;
    expect(json).not.toContain('</script');
    expect(JSON.parse(json)).toEqual(list);
    expect(html.indexOf(FEATURED_BOATS_ID)).toBeLessThan(html.indexOf('</body>'));
  });
});
