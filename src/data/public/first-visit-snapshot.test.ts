// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildDemoData } from '../../../fixtures/demo-data';
import { PUBLIC_PULLED_HINT_KEY, PUBLIC_SNAPSHOT_URL } from '../firebase/public-snapshot-hint';

const byId = <T extends { id: string }>(docs: T[]) => [...docs].sort((a, b) => a.id.localeCompare(b.id));

// The network is the one thing faked here.
const fetchMock = vi.fn(async (_url: string) => new Response('', { status: 404 }));

beforeEach(() => {
  vi.resetModules(); // the snapshot and its request are kept per page (module)
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => new Response('', { status: 404 }));
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

// What the publicSnapshot function answers (functions/src/public-snapshot.ts): projection documents by id.
const served = () => {
  const data = buildDemoData();
  return {
    boats: byId(data.boats.filter((b) => b.status === 'active')),
    posts: byId(data.blogPosts.filter((p) => p.status === 'published')),
  };
};

describe('first-visit snapshot', () => {
  // The network is the only fake: /public-snapshot.json is answered as the Hosting rewrite → publicSnapshot would.
  const answer = (response: () => Response) =>
    fetchMock.mockImplementation(async (url: string) =>
      url === PUBLIC_SNAPSHOT_URL ? response() : new Response('', { status: 404 }),
    );

  it('fetches /public-snapshot.json once and shows its boats and posts', async () => {
    const body = served();
    answer(() => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }));
    const { firstVisitSnapshot, settledSnapshot } = await import('./first-visit-snapshot');
    const snapshot = await firstVisitSnapshot();
    expect(snapshot).toEqual(body);
    expect(snapshot!.boats.length).toBeGreaterThan(0);
    expect(settledSnapshot()).toBe(snapshot);
    expect(await firstVisitSnapshot()).toBe(snapshot);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([PUBLIC_SNAPSHOT_URL]);
  });

  it('is not used once the public replica has pulled on this device (no request)', async () => {
    localStorage.setItem(PUBLIC_PULLED_HINT_KEY, '1');
    const { firstVisitSnapshot } = await import('./first-visit-snapshot');
    expect(await firstVisitSnapshot()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("the removed device-only build's seeded flag does not count", async () => {
    localStorage.setItem('hy.demoSeeded', '1');
    answer(() => new Response(JSON.stringify({ boats: [], posts: [] })));
    const { firstVisitSnapshot } = await import('./first-visit-snapshot');
    expect(await firstVisitSnapshot()).toEqual({ boats: [], posts: [] });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['an HTTP error', () => new Response('', { status: 503 })],
    [
      'HTML (no rewrite: the app shell)',
      () => new Response('<!doctype html><div id="root"></div>', { headers: { 'Content-Type': 'text/html' } }),
    ],
    ['JSON of another shape', () => new Response(JSON.stringify({ boats: [{ id: 1 }], posts: [] }))],
  ])('%s → null (the page waits for the database), logged, never thrown', async (_what, response) => {
    answer(response);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { firstVisitSnapshot, settledSnapshot } = await import('./first-visit-snapshot');
      expect(await firstVisitSnapshot()).toBeNull();
      expect(settledSnapshot()).toBeNull();
      expect(errors).toHaveBeenCalledWith('[first-visit snapshot]', expect.any(Error));
    } finally {
      errors.mockRestore();
    }
  });

  describe('a page the preview function rendered carries its snapshot', () => {
    const embed = (text: string) => {
      const script = document.createElement('script');
      script.type = 'application/json';
      script.id = 'public-snapshot';
      script.textContent = text;
      document.body.append(script);
    };
    afterEach(() => document.getElementById('public-snapshot')?.remove());

    it('a first visit uses it: no request', async () => {
      const body = served();
      embed(JSON.stringify(body));
      const { firstVisitSnapshot, EMBEDDED_SNAPSHOT_ID } = await import('./first-visit-snapshot');
      expect(EMBEDDED_SNAPSHOT_ID).toBe('public-snapshot');
      expect(await firstVisitSnapshot()).toEqual(body);
      expect(fetchMock).not.toHaveBeenCalled();
      // Until the first pull has completed the page keeps the snapshot (an empty database does not replace it)...
      const first = await import('./first-visit-snapshot');
      expect(first.hasPublicDataArrived()).toBe(false);
      // ...also in a second tab, until the leading tab (the one that replicates) says its first pull is done.
      window.dispatchEvent(new StorageEvent('storage', { key: PUBLIC_PULLED_HINT_KEY, newValue: '1' }));
      expect(first.hasPublicDataArrived()).toBe(true);
    });

    it('a device holding its own data hydrates that page from it, then its own data takes over', async () => {
      localStorage.setItem(PUBLIC_PULLED_HINT_KEY, '1');
      embed(JSON.stringify(served()));
      const first = await import('./first-visit-snapshot');
      first.pageRenderedFromBuildData();
      expect(await first.firstVisitSnapshot()).toEqual(served());
      // The device's database counts as holding the data at once: the page follows it as soon as it answers, also in
      // a second tab, where the replication (the leading tab's) never completes a first pull of its own.
      expect(first.hasPublicDataArrived()).toBe(true);
      first.markPublicDataArrived();
      expect(first.settledSnapshot()).toBeNull();
      expect(await first.firstVisitSnapshot()).toBeNull();
      // Another page of that visit (not the one rendered): the device's own data, no embedded copy.
      vi.resetModules();
      const other = await import('./first-visit-snapshot');
      expect(await other.firstVisitSnapshot()).toBeNull();
      expect(fetchMock).not.toHaveBeenCalled();
    });

    describe('a page carrying only its first screen (a partial snapshot)', () => {
      const partial = () => {
        const [first] = served().boats;
        return { boats: [first], partial: { boat: first!.id } };
      };

      it("is the visit's snapshot at once (no request); the whole data is asked for once, when a query needs it", async () => {
        embed(JSON.stringify(partial()));
        const body = served();
        answer(() => new Response(JSON.stringify(body)));
        const first = await import('./first-visit-snapshot');
        expect(await first.firstVisitSnapshot()).toEqual(partial());
        expect(fetchMock).not.toHaveBeenCalled();
        const [whole, again] = await Promise.all([first.wholeSnapshot(), first.wholeSnapshot()]);
        expect(whole).toEqual(body);
        expect(again).toBe(whole);
        expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([PUBLIC_SNAPSHOT_URL]);
        // Pages shown from now on answer every query from it.
        expect(first.settledSnapshot()).toBe(whole);
        expect(await first.firstVisitSnapshot()).toBe(whole);
      });

      it('a page carrying the whole data needs no request for it', async () => {
        const body = served();
        embed(JSON.stringify(body));
        const first = await import('./first-visit-snapshot');
        expect(await first.wholeSnapshot()).toEqual(body);
        expect(fetchMock).not.toHaveBeenCalled();
      });

      it('a device holding its own data: hydrated from the part, the rest from its database (no request)', async () => {
        localStorage.setItem(PUBLIC_PULLED_HINT_KEY, '1');
        embed(JSON.stringify(partial()));
        const first = await import('./first-visit-snapshot');
        first.pageRenderedFromBuildData();
        expect(await first.firstVisitSnapshot()).toEqual(partial());
        expect(await first.wholeSnapshot()).toBeNull();
        expect(fetchMock).not.toHaveBeenCalled();
      });

      it('the request failing: null (logged), the query waits for the first pull; the part stays', async () => {
        embed(JSON.stringify(partial()));
        answer(() => new Response('', { status: 503 }));
        const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
        try {
          const first = await import('./first-visit-snapshot');
          expect(await first.wholeSnapshot()).toBeNull();
          expect(errors).toHaveBeenCalledWith('[first-visit snapshot]', expect.any(Error));
          expect(first.settledSnapshot()).toEqual(partial());
        } finally {
          errors.mockRestore();
        }
      });

      it('a part whose scope cannot be read is no snapshot: the request as without it', async () => {
        embed(JSON.stringify({ ...partial(), partial: { boat: 7 } }));
        const body = served();
        answer(() => new Response(JSON.stringify(body)));
        const { firstVisitSnapshot } = await import('./first-visit-snapshot');
        expect(await firstVisitSnapshot()).toEqual(body);
        expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([PUBLIC_SNAPSHOT_URL]);
      });
    });

    it('what is not a snapshot there is ignored: the request as without it', async () => {
      embed('{"boats": [{"id": 1}]');
      const body = served();
      answer(() => new Response(JSON.stringify(body)));
      const { firstVisitSnapshot } = await import('./first-visit-snapshot');
      expect(await firstVisitSnapshot()).toEqual(body);
      expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([PUBLIC_SNAPSHOT_URL]);
    });
  });

  it('a failed request (offline) → null', async () => {
    fetchMock.mockImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { firstVisitSnapshot } = await import('./first-visit-snapshot');
      expect(await firstVisitSnapshot()).toBeNull();
      expect(errors).toHaveBeenCalledWith('[first-visit snapshot]', expect.any(TypeError));
    } finally {
      errors.mockRestore();
    }
  });
});

describe('parsePublicSnapshot (loose check of the response)', () => {
  it('accepts arrays of objects with string ids, rejects anything else', async () => {
    const { parsePublicSnapshot } = await import('./first-visit-snapshot');
    const ok = { boats: [{ id: 'b1', make: 'Viking' }], posts: [{ id: 'p1' }] };
    expect(parsePublicSnapshot(ok)).toEqual(ok);
    expect(parsePublicSnapshot({ boats: [], posts: [] })).toEqual({ boats: [], posts: [] });
    for (const bad of [
      null,
      'x',
      [],
      { boats: [] },
      { boats: {}, posts: [] },
      { boats: [null], posts: [] },
      { boats: [['b1']], posts: [] },
      { boats: [], posts: [{ slug: 'a' }] },
    ]) {
      expect(parsePublicSnapshot(bad)).toBeNull();
    }
  });
});
