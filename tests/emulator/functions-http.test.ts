import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectFunctionsEmulator, getFunctions, httpsCallable, type Functions } from 'firebase/functions';
import { adminSdk } from './admin-sdk';
import { FUNCTIONS_ORIGIN, FUNCTIONS_PORT, HOST, PROJECT_ID, REGION } from '../../scripts/emulator-env.mjs';
import { seedBoats } from '../../fixtures/boats';
import { publicListingOf } from '@harbour/domain/boats/public-listing';
import { readFileSync } from 'node:fs';
import { signUnsubscribe } from '../../functions/src/unsubscribe';

// trackView, preview and sitemap as deployed: through the Functions emulator, reading and writing the Firestore emulator.
const unique = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const fn = (name: string, path = '') => `${FUNCTIONS_ORIGIN}/${PROJECT_ID}/${REGION}/${name}${path}`;
type Db = ReturnType<typeof adminSdk>['db'];

let db: Db;
let app: FirebaseApp;
let functions: Functions;
let boatId: string;
let slug: string;

beforeAll(async () => {
  db = adminSdk().db;
  app = initializeApp({ apiKey: 'demo-api-key', projectId: PROJECT_ID }, `functions-http-${Math.random()}`);
  functions = getFunctions(app, REGION);
  connectFunctionsEmulator(functions, HOST, FUNCTIONS_PORT);
  boatId = unique('boat');
  slug = unique('reef-guide');
  await Promise.all([
    db.collection('listings').doc(boatId).set({
      id: boatId,
      year: 2020,
      make: 'Hatteras',
      model: 'GT45',
      price: 1250000,
      description: 'Tournament-ready sportfish.',
      status: 'active',
      createdBy: null,
      updatedAt: '2026-10-20T00:00:00.000Z',
      images: [],
      _deleted: false,
    }),
    db.collection('publishedPosts').doc(unique('post')).set({
      id: 'p',
      title: 'Reef Guide',
      slug,
      excerpt: 'Where to anchor.',
      content: '',
      tags: [],
      status: 'published',
      _deleted: false,
    }),
  ]);
  // Each function starts its own runtime on first use: start the three together rather than one after another.
  await Promise.all([
    fetch(fn('sitemap')),
    fetch(fn('preview', '/boats/warm-up')),
    call({ itemType: 'boat', itemId: 'warm-up', visitorId: 'warm-up-1' }).catch(() => null),
  ]);
}, 60_000);

afterAll(async () => {
  await deleteApp(app);
});

async function call(data: unknown, name = 'trackView'): Promise<unknown> {
  return (await httpsCallable(functions, name)(data)).data;
}

/** Code and message of a refused call (the web SDK appends the HTTP status, ' [400]', to the server's message). */
async function refusal(
  data: unknown,
  name = 'trackView',
): Promise<{ code: string; message: string; details?: unknown }> {
  const error = (await call(data, name).then(
    () => null,
    (e: unknown) => e,
  )) as { code?: string; message?: string; details?: unknown } | null;
  if (!error) throw new Error('expected the call to be refused');
  const refused = { code: error.code ?? '', message: (error.message ?? '').replace(/ \[\d{3}\]$/, '') };
  return error.details === undefined ? refused : { ...refused, details: error.details };
}

describe('trackView callable', () => {
  it('an anonymous visitor is counted once per hour', async () => {
    const visitor = crypto.randomUUID();
    expect(await call({ itemType: 'boat', itemId: boatId, visitorId: visitor })).toEqual({ counted: true });
    expect(await call({ itemType: 'boat', itemId: boatId, visitorId: visitor })).toEqual({ counted: false });
    expect((await db.collection('viewCounts').doc(`boat:${boatId}`).get()).get('total')).toBe(1);
  });

  it('bad ids are refused with invalid-argument and a clear message', async () => {
    const visitorId = crypto.randomUUID();
    expect(await refusal({ itemType: 'boat', itemId: '../boats/x', visitorId })).toEqual({
      code: 'functions/invalid-argument',
      message: 'itemId must be 1 to 64 letters, digits, "-" or "_"',
    });
    expect(await refusal({ itemType: 'yacht', itemId: boatId, visitorId })).toEqual({
      code: 'functions/invalid-argument',
      message: 'itemType must be "boat" or "post"',
    });
    expect(await refusal({ itemType: 'boat', itemId: boatId, visitorId: 'short' })).toEqual({
      code: 'functions/invalid-argument',
      message: 'visitorId must be 8 to 64 letters, digits or "-"',
    });
  });

  it('an unknown item is refused with not-found', async () => {
    expect(await refusal({ itemType: 'boat', itemId: unique('ghost'), visitorId: crypto.randomUUID() })).toEqual({
      code: 'functions/not-found',
      message: 'No listed boat with that id',
    });
  });
});

describe('leadTicket callable (abuse limits on leads)', () => {
  it('issues a ticket per lead, five a visitor an hour, then resource-exhausted with the time to wait', async () => {
    const visitorId = crypto.randomUUID();
    for (let i = 0; i < 5; i++)
      expect(await call({ leadId: unique('lead'), visitorId }, 'leadTicket')).toEqual({ issued: true });
    const refused = await refusal({ leadId: unique('lead'), visitorId }, 'leadTicket');
    expect(refused).toMatchObject({
      code: 'functions/resource-exhausted',
      message: 'Too many messages from this device or network in the last hour. Yours is kept and sent later.',
    });
    expect((refused.details as { retryAfterMs: number }).retryAfterMs).toBeGreaterThan(0);
  });

  it('bad input is refused with invalid-argument and a clear message', async () => {
    expect(await refusal({ leadId: '../x', visitorId: crypto.randomUUID() }, 'leadTicket')).toEqual({
      code: 'functions/invalid-argument',
      message: 'leadId must be 1 to 64 letters, digits, "-" or "_"',
    });
  });
});

describe('preview and sitemap (what the Hosting rewrites call)', () => {
  it('/boats/{id}: HTML with the boat head; unknown id → 404 with the app shell', async () => {
    const found = await fetch(fn('preview', `/boats/${boatId}`));
    expect(found.status).toBe(200);
    expect(found.headers.get('content-type')).toMatch(/text\/html/);
    expect(await found.text()).toContain('<title>2020 Hatteras GT45 | Nassau Harbour Yachts</title>');
    const missing = await fetch(fn('preview', `/boats/${unique('ghost')}`));
    expect(missing.status).toBe(404);
    const html = await missing.text();
    // The app shell, or (after the app's build bundled its renderer) the app's own not-found page.
    expect(html).toMatch(/<div id="root"[ >]/);
    expect(html).toContain('<title>Boat Not Found | Nassau Harbour Yachts</title>');
    expect(html).toContain('<meta name="robots" content="noindex" data-page-meta>');
    expect(html).not.toContain('rel="canonical"');
  });

  it('/: the home page, 200 (its newest boats once the build has bundled the renderer; else the shell)', async () => {
    const home = await fetch(fn('preview', '/'));
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toMatch(/text\/html/);
    expect(await home.text()).toMatch(/<div id="root"[ >]/);
  });

  it('/blogs/{slug}: the post head', async () => {
    const res = await fetch(fn('preview', `/blogs/${slug}`));
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>Reef Guide | Nassau Harbour Yachts</title>');
    const missing = await fetch(fn('preview', `/blogs/${unique('no-such-post')}`));
    expect(missing.status).toBe(404);
    const html = await missing.text();
    expect(html).toContain('<title>Post Not Found | Nassau Harbour Yachts</title>');
    expect(html).toContain('<meta name="robots" content="noindex" data-page-meta>');
  });

  it('finding N12: a query /boats does not read is redirected (cached) to its one address, which is rendered', async () => {
    for (const [query, target] of [
      [`?x=${Date.now()}`, '/boats'],
      ['?sort=bogus&fbclid=abc', '/boats'],
      ['?junk=1&sort=price-asc&type=Sportfish&type=Sportfish', '/boats?sort=price-asc'],
      ['?sort=price-asc&q=%20hatteras%20', '/boats?q=hatteras&sort=price-asc'],
    ] as const) {
      const busted = await fetch(fn('preview', `/boats${query}`), { redirect: 'manual' });
      expect(busted.status, query).toBe(301);
      expect(busted.headers.get('location'), query).toBe(target);
      expect(busted.headers.get('cache-control'), query).toMatch(/^public,.*s-maxage=\d+/);
    }
    const canonical = await fetch(fn('preview', '/boats?q=hatteras&sort=price-asc'), { redirect: 'manual' });
    // Rendered (or, without the app's build here, the shell the app renders it over).
    expect(canonical.status).toBe(200);
    // A boat page and the home page read no query.
    const share = await fetch(fn('preview', `/boats/${boatId}?utm_source=whatsapp`), { redirect: 'manual' });
    expect(share.status).toBe(301);
    expect(share.headers.get('location')).toBe(`/boats/${boatId}`);
    expect((await fetch(fn('preview', '/?v=1'), { redirect: 'manual' })).headers.get('location')).toBe('/');
  });

  it('finding N12: a page that is not there is a 404 the CDN keeps for minutes', async () => {
    for (const path of [`/boats/${unique('ghost')}`, `/blogs/${unique('no-such-post')}`]) {
      const missing = await fetch(fn('preview', path), { redirect: 'manual' });
      expect(missing.status, path).toBe(404);
      const cache = missing.headers.get('cache-control') ?? '';
      expect(cache, path).toMatch(/^public,/);
      const seconds = Number(/s-maxage=(\d+)/.exec(cache)?.[1]);
      expect(seconds, path).toBeGreaterThanOrEqual(60);
      expect(seconds, path).toBeLessThanOrEqual(600);
    }
  });

  it('sitemap.xml: XML from live data; finding 13: a query string is redirected to it', async () => {
    const res = await fetch(fn('sitemap'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/xml/);
    expect(await res.text()).toContain(`<loc>https://www.nassauharbouryachts.com/boats/${boatId}</loc>`);
    const busted = await fetch(`${fn('sitemap')}?v=${Date.now()}`, { redirect: 'manual' });
    expect(busted.status).toBe(301);
    expect(busted.headers.get('location')).toBe('/sitemap.xml');
  });
});

describe('the syndication feeds (what the Hosting rewrites /feeds/* call)', () => {
  // A listing as the projection writes it: the seed's Viking, on the market, with a video and full specifications.
  const source = seedBoats.find((b) => b.id === 'boat-viking-54-2021')!;
  const feedId = unique('feed-boat');
  beforeAll(async () => {
    await db
      .collection('listings')
      .doc(feedId)
      .set({ ...publicListingOf({ ...source, id: feedId }), id: feedId, _deleted: false });
  });

  it('openmarine.xml: XML with the listing, its price and engines, no commission or owner', async () => {
    const res = await fetch(fn('openMarineFeed'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/xml/);
    expect(res.headers.get('cache-control')).toMatch(/max-age/);
    const xml = await res.text();
    expect(xml).toMatch(/^<\?xml version="1.0"/);
    expect(xml).toContain(`/boats/${feedId}`);
    expect(xml).toContain(source.make);
    expect(xml).not.toMatch(/commission|createdBy|demo-owner/i);
  });

  it('listings.json: the same listing as JSON; other methods are refused and a query string is redirected', async () => {
    const res = await fetch(fn('listingsJsonFeed'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/json/);
    const body = (await res.json()) as { listings: Array<{ id: string; make: string; price: unknown }> };
    const entry = body.listings.find((l) => l.id === feedId);
    expect(entry).toMatchObject({ make: source.make });
    expect(JSON.stringify(entry)).not.toMatch(/commission|createdBy/i);
    expect((await fetch(fn('listingsJsonFeed'), { method: 'POST' })).status).toBe(405);
    const busted = await fetch(`${fn('listingsJsonFeed')}?v=1`, { redirect: 'manual' });
    expect(busted.status).toBe(301);
    expect(busted.headers.get('location')).toBe('/feeds/listings.json');
  });
});

describe('unsubscribe (what the /unsubscribe rewrite calls, finding N2)', () => {
  it("a mail app's one-click POST, signed with the deployed function's secret, turns the account's alerts off", async () => {
    // The key the emulated function reads (functions/.secret.local, as a deployment's Secret Manager secret).
    const key = /^ALERT_UNSUBSCRIBE_KEY=(.+)$/m.exec(
      readFileSync(new URL('../../functions/.secret.local', import.meta.url), 'utf8'),
    )![1]!;
    const uid = unique('user');
    const profile = db.collection('profiles').doc(uid);
    await profile.set({
      id: uid,
      fullName: 'Dana Munroe',
      searchAlerts: [{ id: 's1', name: 'Cats', params: 'type=Catamaran', createdAt: '2026-11-25T00:00:00.000Z' }],
      _deleted: false,
    });
    const link = (signature: string) => fn('unsubscribe', `?${new URLSearchParams({ u: uid, s: signature })}`);
    const post = (url: string) =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
    const forged = await post(link(signUnsubscribe('a-guessed-key', uid)));
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain('This link does not work');
    expect((await profile.get()).get('searchAlerts')).toHaveLength(1);
    const answer = await post(link(signUnsubscribe(key, uid)));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect((await profile.get()).get('searchAlerts')).toEqual([]);
  });
});
