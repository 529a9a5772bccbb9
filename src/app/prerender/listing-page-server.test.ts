import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildDemoData } from '../../../fixtures/demo-data';
import type { FirstVisitSnapshot, PublicSnapshot } from '@/data/public/first-visit-snapshot';
import type { Boat } from '@harbour/domain/schemas/boat';
import { listFirstScreen } from '@/features/boats';
import { snapshotOf } from '../../../fixtures/demo-snapshot';
import { boatTitle } from '@harbour/domain/boats/boat-title';
import { escapeHtml } from '@/lib/html-text';
import { featuredBoats } from '@/features/home';
import { renderListingPage, withEmbeddedSnapshot } from './listing-page-server';

// The `preview` function's renderer, in Node as the function runs it, on a shell shaped like the build's.
const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Nassau Harbour Yachts</title>
    <meta name="description" content="Shell description." />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const demo = snapshotOf(buildDemoData());
const carried = (html: string): FirstVisitSnapshot =>
  JSON.parse(
    /<script type="application\/json" id="public-snapshot">([\s\S]*?)<\/script>/.exec(html)![1]!,
  ) as FirstVisitSnapshot;
const renderedAt = (html: string) => new Date(/data-rendered-at="([^"]+)"/.exec(html)![1]!);

describe('withEmbeddedSnapshot', () => {
  it('puts the data in the page as JSON that no text of it can close', () => {
    const hostile = {
      ...demo,
      boats: [{ ...demo.boats[0]!, description: '</script><script>alert(1)</script> & <!--' }],
    };
    const html = withEmbeddedSnapshot(SHELL, hostile);
    expect(html).not.toContain('</script><script>alert(1)');
    expect(carried(html)).toEqual(hostile);
    expect(html.indexOf('id="public-snapshot"')).toBeLessThan(html.indexOf('</body>'));
  });
});

describe('renderListingPage', () => {
  const boat = demo.boats.find((b) => b.status === 'active')!;

  it('/boats: the cards, marked for hydration from the data it carries: its first screen only', async () => {
    const html = await renderListingPage(SHELL, '/boats', demo);
    expect(html).toMatch(
      /<div id="root" data-prerendered="\/boats" data-from-snapshot data-rendered-at="[0-9T:.Z-]+">/,
    );
    expect(html.match(/data-testid="boat-card"/g)?.length).toBeGreaterThan(0);
    const { boats, ...list } = listFirstScreen(demo.boats, {}, renderedAt(html));
    expect(carried(html)).toEqual({ boats, partial: { list } });
    expect(html).not.toContain('<script type="module"'); // the app starts after the first screen (deferAppStart)
  });

  it('a boat page carries its boat alone; a filtered list the first screen of its own query', async () => {
    const [page, filtered] = await Promise.all([
      renderListingPage(SHELL, `/boats/${boat.id}`, demo),
      renderListingPage(SHELL, `/boats?type=${encodeURIComponent(boat.type)}&sort=price-desc`, demo),
    ]);
    expect(carried(page)).toEqual({ boats: [boat], partial: { boat: boat.id } });
    const { boats, ...list } = listFirstScreen(
      demo.boats,
      { type: boat.type, sort: 'price-desc' },
      renderedAt(filtered),
    );
    expect(list.query).toBe(`type=${new URLSearchParams({ t: boat.type }).toString().slice(2)}&sort=price-desc`);
    expect(carried(filtered)).toEqual({ boats, partial: { list } });
    expect(filtered.match(/data-testid="boat-card"/g)?.length).toBe(boats.length);
  });

  it('a boat page with its own head; a filtered list keeps its query for hydration', async () => {
    const [page, filtered] = await Promise.all([
      renderListingPage(SHELL, `/boats/${boat.id}`, demo),
      renderListingPage(SHELL, `/boats?type=${encodeURIComponent(boat.type)}`, demo),
    ]);
    expect(page).toContain(boatTitle(boat));
    expect(page).toContain(`<title>${boatTitle(boat)} | Nassau Harbour Yachts</title>`);
    expect(page).not.toContain('Shell description.');
    expect(filtered).toContain(`data-prerendered="/boats?type=${encodeURIComponent(boat.type)}"`);
  });

  it('renders from the data it is given, one page at a time (a later snapshot does not leak into an earlier page)', async () => {
    const sold = { ...demo, boats: demo.boats.filter((b) => b.id !== boat.id) };
    const [before, after] = await Promise.all([
      renderListingPage(SHELL, `/boats/${boat.id}`, demo),
      renderListingPage(SHELL, `/boats/${boat.id}`, sold),
    ]);
    expect(before).toContain(boatTitle(boat));
    expect(after).not.toContain(boatTitle(boat));
    expect(after).toContain('Boat Not Found');
  });

  it('the home page: the newest boats for sale from the live data, in the HTML and as the list hydration reads, not the whole data', async () => {
    const fresh = { ...boat, id: 'boat-just-in', model: 'Just In 30', publishedAt: '2099-01-01T00:00:00.000Z' };
    const live = { ...demo, boats: [...demo.boats, fresh] };
    const html = await renderListingPage(SHELL, '/', live);
    const featured = featuredBoats(live.boats);
    expect(featured[0]!.id).toBe('boat-just-in');
    const section = html.slice(html.indexOf('id="featured-title"'));
    for (const b of featured) {
      expect(section).toContain(`href="/boats/${b.id}"`);
      expect(section).toContain(escapeHtml(b.title));
    }
    const list = /<script type="application\/json" id="featured-boats">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(list)).toEqual(featured);
    expect(html).not.toContain('id="public-snapshot"');
    expect(html).toMatch(/<div id="root" data-prerendered="\/" data-rendered-at=/);
    // The next home page is rendered from its own data.
    const later = await renderListingPage(SHELL, '/', demo);
    expect(later).not.toContain('href="/boats/boat-just-in"');
  });

  it('an unlisted boat: the not-found page, carrying no boat', async () => {
    const html = await renderListingPage(SHELL, '/boats/no-such-boat', demo);
    expect(html).toContain('Boat Not Found');
    expect(carried(html)).toEqual({ boats: [], partial: { boat: 'no-such-boat' } });
  });

  it('a hostile path stays inside its attribute', async () => {
    const html = await renderListingPage(SHELL, '/boats?q="><script>alert(1)</script>', demo);
    expect(html).not.toContain('"><script>alert(1)');
  });
});

/**
 * The bench's 5,000 boats (scripts/bench/firebase-mode.mjs, benchFirstPull): copies of a listing with their own id,
 * model and price, beside the demo's own listings.
 */
function benchFleet(count: number): PublicSnapshot {
  const template = demo.boats.find((b) => b.status === 'active')!;
  const copies = Array.from({ length: count }, (_, i): Boat => ({
    ...template,
    id: `bench-${String(i + 1).padStart(5, '0')}`,
    model: `${template.model} B${i}`,
    price: 30_000 + i * 1000,
  }));
  return { boats: [...demo.boats, ...copies], posts: demo.posts };
}

/**
 * 5,000 boats that differ as a real fleet's do (every demo listing as a template: descriptions, photos, specifications;
 * makes, models, types, places, dates and prices varied), so they compress as little as real listings: the copies above
 * are nearly alike and gzip far better than a real fleet.
 */
function variedFleet(count: number): PublicSnapshot {
  let seed = 42;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const templates = demo.boats.filter((b) => b.status === 'active');
  const makes = ['Bertram', 'Viking', 'Hatteras', 'Boston Whaler', 'Yellowfin', 'Azimut', 'Sunseeker', 'Lagoon'];
  const places = ['Nassau, Bahamas', 'Bimini, Bahamas', 'Exuma, Bahamas', 'Abaco, Bahamas', 'Eleuthera, Bahamas'];
  const boats = Array.from({ length: count }, (_, i): Boat => {
    const template = templates[i % templates.length]!;
    const id = `fleet-${String(i + 1).padStart(5, '0')}`;
    const createdAt = new Date(Date.UTC(2024, 0, 1) + Math.floor(random() * 700 * 86_400_000)).toISOString();
    return {
      ...template,
      id,
      make: pick(makes),
      model: `${18 + Math.floor(random() * 90)} ${String.fromCharCode(65 + Math.floor(random() * 26))}${Math.floor(random() * 900 + 100)}`,
      type: pick([...new Set(templates.map((b) => b.type))]),
      price: Math.round((30_000 + random() * 4_000_000) / 1000) * 1000,
      year: 1995 + Math.floor(random() * 32),
      length: 18 + Math.floor(random() * 90),
      location: pick(places),
      description: `${template.description} Listing ${id}, ${Math.floor(random() * 4000)} engine hours.`,
      createdAt,
      updatedAt: createdAt,
      images: template.images.map((image, n) => ({ ...image, id: `${id}-img-${n + 1}` })),
    };
  });
  return { boats: [...demo.boats, ...boats], posts: demo.posts };
}

const gzipKb = (text: string) => gzipSync(Buffer.from(text)).byteLength / 1024;

describe('a rendered page does not grow with the fleet (#29: /boats at 5,000 boats within 100 KB gzip)', () => {
  const fleets = [
    ["the bench's", benchFleet(5000)],
    ['a varied', variedFleet(5000)],
  ] as const;

  it.each(fleets)(
    '/boats with %s 5,000 boats: the whole page under 100 KB gzip, its carried data a first screen',
    async (_name, fleet) => {
      const html = await renderListingPage(SHELL, '/boats', fleet);
      const whole = gzipKb(JSON.stringify(fleet));
      console.info(
        `rendered /boats, ${fleet.boats.length} boats: ${gzipKb(html).toFixed(1)} KB gzip (${(html.length / 1024).toFixed(0)} KB), ` +
          `of which the carried data ${gzipKb(JSON.stringify(carried(html))).toFixed(1)} KB gzip; the whole data ${whole.toFixed(0)} KB gzip`,
      );
      expect(gzipKb(html)).toBeLessThan(100);
      const data = carried(html);
      expect(data.boats).toHaveLength(24);
      const forSale = fleet.boats.length - 1; // the demo's sold boat is listed apart
      expect(data).toMatchObject({ partial: { list: { query: '', matches: forSale, listed: forSale } } });
      expect(html).toContain(`Showing 24 of ${forSale} boats`);
      // What it carried before: the whole public data, over the budget on its own.
      expect(whole).toBeGreaterThan(100);
    },
  );

  it.each(fleets)('a boat page with %s 5,000 boats is as small as with 30', async (_name, fleet) => {
    const id = fleet.boats[2500]!.id;
    const [big, small] = await Promise.all([
      renderListingPage(SHELL, `/boats/${id}`, fleet),
      renderListingPage(SHELL, `/boats/${fleet.boats[2500 % 30]!.id}`, demo),
    ]);
    console.info(`rendered boat page, ${fleet.boats.length} boats: ${gzipKb(big).toFixed(1)} KB gzip`);
    expect(carried(big).boats.map((b) => b.id)).toEqual([id]);
    expect(gzipKb(big)).toBeLessThan(gzipKb(small) + 2);
  });
});
