import { describe, expect, it } from 'vitest';
import { buildDemoData } from '@/data/seed/demo-data';
import type { PublicSnapshot } from '@/data/first-visit-snapshot';
import { snapshotOf } from '@/data/seed/demo-snapshot';
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
const carried = (html: string): PublicSnapshot =>
  JSON.parse(
    /<script type="application\/json" id="public-snapshot">([\s\S]*?)<\/script>/.exec(html)![1]!,
  ) as PublicSnapshot;

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

  it('/boats: the cards, marked for hydration from the data it carries', async () => {
    const html = await renderListingPage(SHELL, '/boats', demo);
    expect(html).toMatch(
      /<div id="root" data-prerendered="\/boats" data-from-snapshot data-rendered-at="[0-9T:.Z-]+">/,
    );
    expect(html.match(/data-testid="boat-card"/g)?.length).toBeGreaterThan(0);
    expect(carried(html)).toEqual(demo);
    expect(html).not.toContain('<script type="module"'); // the app starts after the first screen (deferAppStart)
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

  it('a hostile path stays inside its attribute', async () => {
    const html = await renderListingPage(SHELL, '/boats?q="><script>alert(1)</script>', demo);
    expect(html).not.toContain('"><script>alert(1)');
  });
});
