// @vitest-environment jsdom
import { act, StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { BehaviorSubject, filter, map, of } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildDemoData } from '../../../fixtures/demo-data';
import { snapshotOf } from '../../../fixtures/demo-snapshot';
import type { Boat } from '@harbour/domain/schemas/boat';
import type { PublicSnapshot } from '@/data/public/first-visit-snapshot';

// A rendered page hydrated from the part of the data it carries: the server half is the `preview` function's
// renderer (renderListingPage), the client half what main.tsx does on a first visit. The database is a fake whose
// public boats the test delivers (the replica's first pull); every other collection answers with nothing.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const pulledBoats = new BehaviorSubject<Boat[] | undefined>(undefined);
const docs = (items: readonly object[]) => items.map((item) => ({ ...item, toJSON: () => item }));
const boats$ = pulledBoats.pipe(
  filter((boats): boats is Boat[] => boats !== undefined),
  map(docs),
);
// This device's own records (what the visitor sent, saved, set): the test writes them; a query's plain equality
// selectors apply ('kind', 'inquiry.boatId', 'deliveredAt': null), the rest is left to the query's own code.
const visitorRecords = new BehaviorSubject<object[]>([]);
const selected = (item: object, selector: Record<string, unknown> = {}) =>
  Object.entries(selector).every(([path, want]) => {
    const value = path.split('.').reduce<unknown>((v, key) => (v as Record<string, unknown> | undefined)?.[key], item);
    return want === null ? value == null : typeof want === 'object' || value === want;
  });
const records$ = (selector?: Record<string, unknown>) =>
  visitorRecords.pipe(map((records) => docs(records.filter((r) => selected(r, selector)))));
const collection = (name: string) => ({
  find: (query?: { selector?: Record<string, unknown> }) => ({
    $: name === 'boats' ? boats$ : name === 'visitorRecords' ? records$(query?.selector) : of([]),
    exec: async () => [],
  }),
  findOne: () => ({ $: of(null), exec: async () => null }),
  findByIds: () => ({ $: of(new Map()), exec: async () => new Map() }),
  count: () => ({ $: of(0), exec: async () => 0 }),
  // What a page's effects write (a view, "recently viewed"): taken and dropped.
  insert: async () => ({}),
  upsert: async () => ({}),
  incrementalUpsert: async () => ({}),
});
const fakeDatabase = new Proxy({}, { get: (_target, name) => collection(String(name)) });
vi.mock('@/data/public/load-public-database', () => ({
  databaseCodeMayLoad: async () => undefined,
  loadPublicDatabase: async () => fakeDatabase,
  loadVisitorDatabase: async () => fakeDatabase,
  visitorDatabaseNow: async () => fakeDatabase,
}));

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Nassau Harbour Yachts</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const DAY = 86_400_000;
/** The demo's listings and 40 more (so there is more than one step of cards), one of them sold a few days ago. */
function fleet(): PublicSnapshot {
  const demo = snapshotOf(buildDemoData());
  const template = demo.boats.find((b) => b.status === 'active')!;
  const more = Array.from({ length: 40 }, (_, i): Boat => ({
    ...template,
    id: `extra-${String(i).padStart(2, '0')}`,
    model: `Extra ${i}`,
    type: i % 2 ? 'Catamaran' : template.type,
    price: 100_000 + i * 7_000,
    createdAt: new Date(Date.UTC(2026, 0, 1) + i * DAY).toISOString(),
  }));
  const sold: Boat = {
    ...template,
    id: 'just-sold',
    model: 'Just Sold',
    status: 'sold',
    showAsSold: true,
    soldAt: new Date(Date.now() - 3 * DAY).toISOString(),
  };
  return { boats: [...demo.boats, ...more, sold], posts: demo.posts };
}

/** The titles of the list's cards (not those of the recently sold section below it). */
const cardTitles = (root: ParentNode) =>
  [...root.querySelectorAll('ul[aria-label="Boats"] [data-testid="boat-card-title"]')].map((e) => e.textContent);
const countText = (root: ParentNode) => root.querySelector('[data-testid="boats-count"]')?.textContent;

// /public-snapshot.json: the whole data, as the publicSnapshot function answers it.
const fetchMock = vi.fn(async (_url: string) => new Response(JSON.stringify(fleetData)));
let fleetData: PublicSnapshot | null = null;
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => new Response(JSON.stringify(fleetData)));
  vi.stubGlobal('fetch', fetchMock);
});

let root: Root | null = null;
afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
  pulledBoats.next(undefined);
  visitorRecords.next([]);
  document.documentElement.innerHTML = '<head></head><body></body>';
  vi.unstubAllGlobals();
});

/**
 * The server's page for `url`, then a first visit's start on it (main.tsx): the page's snapshot read, the router
 * loaded, hydrateRoot. Returns what React reported and the server's markup.
 */
async function hydrate(url: string, data: PublicSnapshot) {
  // Built as the renderer is (import.meta.env.SSR: what the browser loads later is rendered at once).
  vi.resetModules();
  vi.stubEnv('SSR', true);
  const { renderListingPage } = await import('./listing-page-server');
  const html = await renderListingPage(SHELL, url, data);
  vi.unstubAllEnvs();
  const server = new DOMParser().parseFromString(html, 'text/html');
  // The browser's page: that document at that URL, fresh modules (nothing of the server's render in them).
  history.replaceState(null, '', url);
  document.documentElement.innerHTML = server.documentElement.innerHTML;
  vi.resetModules();
  const { createAppRouter } = await import('@/app/router');
  const { RouterProvider } = await import('@tanstack/react-router');
  const first = await import('@/data/public/first-visit-snapshot');
  const { shouldHydrate, PRERENDERED_ATTR, FROM_SNAPSHOT_ATTR } = await import('./hydration');
  const container = document.getElementById('root')!;
  const prerendered = container.getAttribute(PRERENDERED_ATTR);
  const fromSnapshot = container.hasAttribute(FROM_SNAPSHOT_ATTR);
  expect(prerendered).toBe(url);
  first.pageRenderedFromBuildData();
  const hasSnapshot = (await first.firstVisitSnapshot()) !== null;
  expect(shouldHydrate({ prerendered, fromSnapshot, url, hasSnapshot })).toBe(true);
  const router = createAppRouter();
  await router.load();
  const recoverable: unknown[] = [];
  const errors = vi.spyOn(console, 'error').mockImplementation((...args) => recoverable.push(args));
  try {
    await act(async () => {
      root = hydrateRoot(
        container,
        <StrictMode>
          <RouterProvider router={router} />
        </StrictMode>,
        { onRecoverableError: (error) => recoverable.push(error) },
      );
    });
  } finally {
    errors.mockRestore();
  }
  return { recoverable, server, container, first };
}

describe('a rendered page hydrates from the part of the data it carries', () => {
  const data = fleet();
  fleetData = data;

  it.each([
    '/boats',
    '/boats?type=Catamaran&sort=price-asc',
    '/boats?q=extra',
    '/boats?sold=1',
    '/boats?sort=bogus&q=%20extra%20',
  ])('%s: nothing differs from the HTML; the full list appears once the replica has pulled', async (url) => {
    const { recoverable, server, container, first } = await hydrate(url, data);
    expect(recoverable).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled(); // the page carries what it shows
    // The count line and the first cards are those of the HTML, drawn from the part the page carries.
    const serverCards = cardTitles(server);
    expect(serverCards.length).toBeGreaterThan(0);
    expect(cardTitles(container)).toEqual(serverCards);
    expect(countText(container)).toBe(countText(server));
    // What the first HTML leaves out (accepted): the recently sold section, until the replica has pulled.
    expect(server.getElementById('recently-sold')).toBeNull();
    expect(container.querySelector('#recently-sold')).toBeNull();

    // The replica's first pull: the whole list, the same first cards, the same count. (Once the list's live query is
    // subscribed: the database's code loads lazily.)
    await vi.waitFor(() => expect(pulledBoats.observed).toBe(true));
    await act(async () => pulledBoats.next(data.boats));
    await act(async () => first.markPublicDataArrived());
    expect(cardTitles(container)).toEqual(serverCards);
    expect(countText(container)).toBe(countText(server));
    if (url === '/boats') {
      expect(container.querySelector('#recently-sold')?.textContent).toBe('Recently Sold');
      const forSale = data.boats.filter((b) => b.status !== 'sold').length;
      expect(countText(container)).toBe(`Showing 24 of ${forSale} boats`);
    }
  });

  it("/boats: 'Show more boats' before the replica has pulled brings the whole list (one request) and shows it", async () => {
    const { recoverable, container } = await hydrate('/boats', data);
    expect(recoverable).toEqual([]);
    const first = cardTitles(container);
    expect(first).toHaveLength(24);
    const more = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Show more boats')!;
    await act(async () => more.click());
    await vi.waitFor(() => expect(cardTitles(container)).toHaveLength(48));
    expect(cardTitles(container).slice(0, 24)).toEqual(first);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/public-snapshot.json']);
    expect(countText(container)).toMatch(/^Showing 48 of \d+ boats$/);
  });

  it('/boats: a first-screen card opens its boat at once, from the page (not waiting for the whole data)', async () => {
    // The whole data never comes (similar boats, further down the boat page, ask for it: they wait).
    fetchMock.mockImplementation(() => new Promise<Response>(() => {}));
    const { container } = await hydrate('/boats', data);
    const [title] = cardTitles(container);
    const link = container.querySelector<HTMLAnchorElement>('ul[aria-label="Boats"] a[href^="/boats/"]')!;
    await act(async () => link.click());
    await vi.waitFor(() => expect(container.querySelector('h1')?.textContent).toBe(title));
    expect(location.pathname).toBe(new URL(link.href).pathname);
  });

  it('a boat page: its boat from the page, nothing differs from the HTML', async () => {
    const boat = data.boats.find((b) => b.id === 'extra-07')!;
    const { recoverable, server, container } = await hydrate(`/boats/${boat.id}`, data);
    expect(recoverable).toEqual([]);
    const h1 = container.querySelector('h1')?.textContent;
    expect(h1).toBe(server.querySelector('h1')?.textContent);
    expect(h1).toContain(boat.model);
  });

  it('/boats: a filter changed before the whole data keeps the answer shown (busy), never "Loading boats…"', async () => {
    // boats.spec "type, condition and sort…": the count went from the page's answer back to "Loading boats…".
    let answerWhole = () => {};
    fetchMock.mockImplementation(
      () => new Promise<Response>((resolve) => (answerWhole = () => resolve(new Response(JSON.stringify(data))))),
    );
    const { container } = await hydrate('/boats', data);
    await vi.waitFor(() => expect(pulledBoats.observed).toBe(true));
    await act(async () => pulledBoats.next([])); // the replica answers before its first pull
    const count = container.querySelector('[data-testid="boats-count"]')!;
    const before = count.textContent;
    expect(before).toMatch(/^Showing 24 of \d+ boats$/);
    const seen: (string | null)[] = [];
    const observer = new MutationObserver(() => seen.push(count.textContent));
    observer.observe(count, { childList: true, subtree: true, characterData: true });
    const condition = [...container.querySelectorAll('label')]
      .find((l) => l.querySelector('span')?.textContent === 'Condition')!
      .querySelector('select')!;
    await act(async () => {
      condition.value = 'used';
      condition.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await vi.waitFor(() => expect(location.search).toBe('?condition=used'));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    // The answer shown stays, marked as being updated.
    expect(count.textContent).toBe(before);
    expect(count.getAttribute('aria-busy')).toBe('true');
    expect(container.querySelector('ul[aria-label="Boats"]')?.getAttribute('aria-busy')).toBe('true');
    await act(async () => answerWhole());
    const used = data.boats.filter((b) => b.status !== 'sold' && b.condition === 'used').length;
    await vi.waitFor(() => expect(count.textContent).toMatch(new RegExp(`^Showing \\d+ of ${used} matching boats`)));
    expect(count.hasAttribute('aria-busy')).toBe(false);
    expect(container.querySelector('ul[aria-label="Boats"]')?.hasAttribute('aria-busy')).toBe(false);
    observer.disconnect();
    expect(seen.filter((text) => !/^Showing \d+ of \d+/.test(text ?? ''))).toEqual([]);
  });

  it("a boat page: a message saved on the device shows under 'Your messages' before the public data arrives", async () => {
    // boats.spec "inquiry sent offline…", sync/rendered-listings "the connection drops…": offline the public data never
    // arrives, and the visitor's own messages waited for it.
    fetchMock.mockImplementation(() => new Promise<Response>(() => {})); // the whole data never comes (offline)
    const boat = data.boats.find((b) => b.id === 'extra-07')!;
    const { container } = await hydrate(`/boats/${boat.id}`, data);
    const inquiry = {
      id: 'lead-1',
      boatId: boat.id,
      inquiryType: 'boat',
      name: 'Early Erin',
      email: 'erin@example.com',
      message: 'Lost signal at the fuel dock.',
      createdAt: new Date().toISOString(),
    };
    await act(async () =>
      visitorRecords.next([{ id: `inquiry:${inquiry.id}`, kind: 'inquiry', deliveredAt: null, inquiry }]),
    );
    await vi.waitFor(() =>
      expect(container.querySelector('[data-testid="my-inquiries"]')?.textContent).toContain('Waiting to send'),
    );
    expect(container.querySelector('[data-testid="my-inquiries"]')?.textContent).toContain('Early Erin');
  });
});
