// @vitest-environment jsdom
import { act, memo } from 'react';
import { BehaviorSubject } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import type { PublicSnapshot } from '../public/first-visit-snapshot';
import { domRoot } from '../../../tests/unit/dom-root';

// The database is replaced by a subject the test feeds (what a live RxDB query emits); the snapshot rules are real.
const live = new BehaviorSubject<unknown[] | undefined>(undefined);
let snapshot: PublicSnapshot | null = null;
/** How many more opens fail as a first visit's do when its connection dropped before the database code arrived. */
let failingOpens = 0;
vi.mock('../public/load-public-database', () => ({
  databaseCodeMayLoad: async () => undefined,
  loadPublicDatabase: async () => {
    if (failingOpens > 0) {
      failingOpens -= 1;
      throw new TypeError('Failed to fetch dynamically imported module');
    }
    return {};
  },
}));
vi.mock('../public/first-visit-snapshot', async (original) => ({
  ...(await original<typeof import('../public/first-visit-snapshot')>()),
  firstVisitSnapshot: async () => snapshot,
  settledSnapshot: () => snapshot,
}));

const { useLiveQuery } = await import('./use-live-query');
const { markPublicDataArrived } = await import('../public/first-visit-snapshot');
const { filter } = await import('rxjs');

function Names() {
  const result = useLiveQuery(
    () => live.pipe(filter((v): v is string[] => v !== undefined)),
    [],
    (s) => s.boats.map((b) => b.id),
  );
  return <p>{result.status === 'ready' ? result.data.join(',') || '(none)' : result.status}</p>;
}

const dom = domRoot();

async function render(node = <Names />) {
  await dom.render(node);
  await vi.waitFor(() => expect(live.observed).toBe(true)); // the query is subscribed (its code loads lazily)
}
const emit = (value: unknown[]) => act(async () => live.next(value));

describe('useLiveQuery with the first-visit snapshot', () => {
  it('shows the snapshot while the database is empty and not filled yet, then the database once the data has arrived', async () => {
    snapshot = { boats: [{ id: 'from-snapshot' }], posts: [] } as unknown as PublicSnapshot;
    await render();
    expect(dom.container.textContent).toBe('from-snapshot');
    await emit([]); // the replica answers before its first pull (or the server is unreachable)
    expect(dom.container.textContent).toBe('from-snapshot');
    await act(async () => markPublicDataArrived());
    expect(dom.container.textContent).toBe('(none)');
    await emit(['b1', 'b2']);
    expect(dom.container.textContent).toBe('b1,b2');
  });

  it('without a snapshot (a returning visit) shows what the database holds at once', async () => {
    snapshot = null;
    live.next(undefined);
    await render();
    expect(dom.container.textContent).toBe('loading');
    await emit(['b3']);
    expect(dom.container.textContent).toBe('b3');
  });
});

type Boat = { id: string; price: number };
const cardRenders = new Map<string, number>();
const Card = memo(function Card({ boat }: { boat: Boat }) {
  cardRenders.set(boat.id, (cardRenders.get(boat.id) ?? 0) + 1);
  return <li>{`${boat.id}:${boat.price}`}</li>;
});

describe('useLiveQuery keeps what did not change', () => {
  it('re-renders no card when the database takes over with the same boats, and only the changed card afterwards', async () => {
    // Fresh modules: the public data has not arrived yet (the tests above marked it).
    vi.resetModules();
    const fresh = { use: await import('./use-live-query'), snapshot: await import('../public/first-visit-snapshot') };
    snapshot = {
      boats: [
        { id: 'a', price: 1 },
        { id: 'b', price: 2 },
      ],
      posts: [],
    } as unknown as PublicSnapshot;
    live.next(undefined);
    function Boats() {
      const result = fresh.use.useLiveQuery(
        () => live.pipe(filter((v): v is Boat[] => v !== undefined)),
        [],
        (s) => s.boats as unknown as Boat[],
      );
      return <ul>{result.status === 'ready' ? result.data.map((b) => <Card key={b.id} boat={b} />) : null}</ul>;
    }
    await render(<Boats />);
    expect(dom.container.textContent).toBe('a:1b:2');
    expect(Object.fromEntries(cardRenders)).toEqual({ a: 1, b: 1 });

    await emit([
      { id: 'b', price: 2 },
      { price: 1, id: 'a' },
    ]); // new objects, same data, in the database's order
    await act(async () => fresh.snapshot.markPublicDataArrived()); // the database's answer now counts
    expect(dom.container.textContent).toBe('b:2a:1');
    expect(Object.fromEntries(cardRenders)).toEqual({ a: 1, b: 1 });

    await emit([
      { id: 'a', price: 1 },
      { id: 'b', price: 3 },
    ]);
    expect(dom.container.textContent).toBe('a:1b:3');
    expect(Object.fromEntries(cardRenders)).toEqual({ a: 1, b: 2 });

    await emit([
      { id: 'a', price: 1 },
      { id: 'b', price: 3 },
    ]);
    expect(Object.fromEntries(cardRenders)).toEqual({ a: 1, b: 2 });
  });
});

describe('useLiveQuery when the database cannot open (offline before its code arrived)', () => {
  it('keeps showing the snapshot, and opens it once the browser is back online', async () => {
    vi.resetModules(); // the public data has not arrived on this page
    const fresh = await import('./use-live-query');
    snapshot = { boats: [{ id: 'from-snapshot' }], posts: [] } as unknown as PublicSnapshot;
    live.next(undefined);
    failingOpens = 1;
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      function Ids() {
        const result = fresh.useLiveQuery(
          () => live.pipe(filter((v): v is string[] => v !== undefined)),
          [],
          (s) => s.boats.map((b) => b.id),
        );
        return <p>{result.status === 'ready' ? result.data.join(',') : result.status}</p>;
      }
      await dom.render(<Ids />);
      await vi.waitFor(() => expect(errors).toHaveBeenCalledWith('[open database]', expect.any(TypeError)));
      expect(dom.container.textContent).toBe('from-snapshot');
      expect(live.observed).toBe(false);
      online.mockReturnValue(true);
      await act(async () => dispatchEvent(new Event('online')));
      await vi.waitFor(() => expect(live.observed).toBe(true));
      await act(async () => (await import('../public/first-visit-snapshot')).markPublicDataArrived());
      await emit(['b9']);
      expect(dom.container.textContent).toBe('b9');
    } finally {
      errors.mockRestore();
      online.mockRestore();
    }
  });
});
