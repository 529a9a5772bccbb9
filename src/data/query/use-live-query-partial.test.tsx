// @vitest-environment jsdom
import { act, type ReactNode } from 'react';
import { BehaviorSubject, filter, map } from 'rxjs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FirstVisitSnapshot, PublicSnapshot } from '../public/first-visit-snapshot';
import type { PartialSnapshot } from '../public/partial-snapshot';
import { domRoot } from '../../../tests/unit/dom-root';

// The database is a subject the test feeds (what a live RxDB query emits); the first-visit snapshot is what a page
// carries, and the whole data arrives when the test says (what /public-snapshot.json answers). The rules are real.
const live = new BehaviorSubject<string[] | undefined>(undefined);
let snapshot: FirstVisitSnapshot | null = null;
/** The one request for the whole data of a page (wholeSnapshot asks once), answered when the test says. */
let answerWhole: (whole: PublicSnapshot | null) => void = () => {};
let wholeAnswer: Promise<PublicSnapshot | null> = Promise.resolve(null);
const wholeAsked = vi.fn();
/** Whether the replica's first pull has completed (markPublicDataArrived), per test. */
let arrived = false;
const arrival = new Set<() => void>();
vi.mock('../public/load-public-database', () => ({
  databaseCodeMayLoad: async () => undefined,
  loadPublicDatabase: async () => ({}),
}));
vi.mock('../public/first-visit-snapshot', async (original) => ({
  ...(await original<typeof import('../public/first-visit-snapshot')>()),
  firstVisitSnapshot: async () => snapshot,
  settledSnapshot: () => snapshot,
  hasPublicDataArrived: () => arrived,
  onPublicDataArrived: (listener: () => void) => (arrival.add(listener), () => arrival.delete(listener)),
  wholeSnapshot: () => {
    wholeAsked();
    return wholeAnswer;
  },
}));

const boats = (...ids: string[]) => ids.map((id) => ({ id })) as unknown as PublicSnapshot['boats'];
const listPage = (query: string, ...ids: string[]): PartialSnapshot => ({
  boats: boats(...ids),
  partial: { list: { query, matches: 40, listed: 50, types: [] } },
});
const WHOLE = { boats: boats('w1', 'w2', 'w3'), posts: [] } as PublicSnapshot;

const { useLiveQuery } = await import('./use-live-query');
const dom = domRoot();
beforeEach(() => {
  arrived = false;
  wholeAnswer = new Promise((resolve) => (answerWhole = resolve));
  live.next(undefined);
  wholeAsked.mockClear();
});

const ids = () => live.pipe(filter((v): v is string[] => v !== undefined));

/** A list query: its answer from the whole data, or from a page carrying its first screen (query `query`). */
function List({ query, wantsWhole = false }: { query: string; wantsWhole?: boolean }) {
  const result = useLiveQuery(ids, [], (s) => s.boats.map((b) => b.id), {
    asks: { list: query },
    answer: (p) => p.boats.map((b) => `${b.id}*`),
    wantsWhole,
  });
  return <p>{result.status === 'ready' ? result.data.join(',') || '(none)' : result.status}</p>;
}

/** One boat: from the whole data, or from a boat page's own snapshot. */
function OneBoat({ id }: { id: string }) {
  const one = () => ids().pipe(map((list): string | null => (list.includes(id) ? id : null)));
  const result = useLiveQuery(one, [id], (s) => s.boats.find((b) => b.id === id)?.id ?? null, {
    asks: { boat: id },
    answer: (p) => (p.boats.find((b) => b.id === id)?.id ?? 'none') + '*',
  });
  return <p>{result.status === 'ready' ? String(result.data) : result.status}</p>;
}

/** Every boat: a question no partial snapshot answers. */
function Every() {
  const result = useLiveQuery(ids, [], (s) => s.boats.map((b) => b.id));
  return <p>{result.status === 'ready' ? result.data.join(',') || '(none)' : result.status}</p>;
}

const text = () => dom.container.textContent;
/** Rendered, and the database's query subscribed (its code loads lazily). */
async function render(node: ReactNode) {
  await dom.render(node);
  await vi.waitFor(() => expect(live.observed).toBe(true));
}
const emit = (value: string[]) => act(async () => live.next(value));
const arrive = () =>
  act(async () => {
    arrived = true;
    arrival.forEach((listener) => listener());
  });
const whole = (value: PublicSnapshot | null) => act(async () => answerWhole(value));

describe('useLiveQuery with a partial snapshot: it answers the question it was chosen for, and no other', () => {
  it('its own list query: from the page at once (no request), then the database once the data has arrived', async () => {
    snapshot = listPage('type=Catamaran', 'a', 'b');
    await render(<List query="type=Catamaran" />);
    expect(text()).toBe('a*,b*');
    await emit([]); // the replica answers before its first pull
    expect(text()).toBe('a*,b*');
    expect(wholeAsked).not.toHaveBeenCalled();
    await emit(['a', 'b', 'c']);
    await arrive();
    expect(text()).toBe('a,b,c');
  });

  it('another list query waits for the whole data (never the replica\u2019s empty answer), then answers from it', async () => {
    snapshot = listPage('type=Catamaran', 'a', 'b');
    await render(<List query="type=Catamaran&sort=price-asc" />);
    expect(text()).toBe('loading');
    await vi.waitFor(() => expect(wholeAsked).toHaveBeenCalledTimes(1));
    await emit([]); // the replica before its first pull: not "no boats"
    expect(text()).toBe('loading');
    await whole(WHOLE);
    expect(text()).toBe('w1,w2,w3');
    await emit(['x']);
    await arrive();
    expect(text()).toBe('x');
  });

  it('its own query wanting more than the first screen: the first screen stays until the whole data is there', async () => {
    snapshot = listPage('', 'a', 'b');
    await render(<List query="" />);
    expect(wholeAsked).not.toHaveBeenCalled();
    await render(<List query="" wantsWhole />);
    await vi.waitFor(() => expect(wholeAsked).toHaveBeenCalledTimes(1));
    await emit([]);
    expect(text()).toBe('a*,b*');
    await whole(WHOLE);
    expect(text()).toBe('w1,w2,w3');
  });

  it('switching queries: the page\u2019s answer only for the question it was chosen for, then the whole data\u2019s', async () => {
    snapshot = listPage('', 'a');
    await render(<List query="" />);
    expect(text()).toBe('a*');
    await render(<List query="q=viking" />);
    await vi.waitFor(() => expect(wholeAsked).toHaveBeenCalledTimes(1));
    expect(text()).toBe('a*'); // what was shown stands until the answer comes (see below)
    await render(<List query="" />);
    expect(text()).toBe('a*');
    await render(<List query="q=viking" />);
    await whole(WHOLE);
    expect(text()).toBe('w1,w2,w3');
    await render(<List query="" />);
    expect(text()).toBe('w1,w2,w3'); // the whole data answers every question from now on
  });

  it('without the whole data (the request failed) another query waits for the first pull', async () => {
    snapshot = listPage('', 'a');
    await render(<List query="sort=year-desc" />);
    await vi.waitFor(() => expect(wholeAsked).toHaveBeenCalled());
    await whole(null);
    await emit([]);
    expect(text()).toBe('loading');
    await emit(['p1', 'p2']);
    await arrive();
    expect(text()).toBe('p1,p2');
  });

  it('a query with no partial answer (every boat) never takes the first screen\u2019s boats for all of them', async () => {
    snapshot = listPage('', 'a', 'b');
    await render(<Every />);
    expect(text()).toBe('loading');
    await whole(WHOLE);
    expect(text()).toBe('w1,w2,w3');
  });

  it('a list page answers the page of a boat it carries (its whole public copy), not of one it does not carry', async () => {
    snapshot = listPage('', 'a', 'b');
    await render(
      <>
        <OneBoat id="b" />
        <OneBoat id="c" />
      </>,
    );
    expect(text()).toBe('b*loading');
    await whole(WHOLE);
    expect(text()).toBe('b*null');
  });

  it('a boat page answers for its boat only: not another boat, not a list', async () => {
    snapshot = { boats: boats('b1'), partial: { boat: 'b1' } };
    await render(
      <>
        <OneBoat id="b1" />
        <OneBoat id="b2" />
        <List query="" />
      </>,
    );
    expect(text()).toBe('b1*loadingloading');
    await whole(WHOLE);
    expect(text()).toBe('b1*nullw1,w2,w3');
  });

  it('a boat page for a boat that is not listed answers "none" for it (the page says so), nothing else', async () => {
    snapshot = { boats: [], partial: { boat: 'gone' } };
    await render(
      <>
        <OneBoat id="gone" />
        <OneBoat id="b1" />
      </>,
    );
    expect(text()).toBe('none*loading');
  });
});

describe('useLiveQuery with a partial snapshot: an answer shown is never taken back to loading', () => {
  // boats.spec "type, condition and sort…": a first visit's /boats, then Condition: Pre-Owned. The count went from
  // the page's answer to "Loading boats…" while the whole data was on its way (boats-page.tsx marks the list busy).
  it('another list query, the database open but not filled: the answer shown stands until the whole data answers', async () => {
    snapshot = listPage('', 'a', 'b');
    await render(<List query="" />);
    await emit([]); // the replica answers before its first pull
    expect(text()).toBe('a*,b*');
    await render(<List query="condition=used" />);
    expect(text()).toBe('a*,b*');
    await vi.waitFor(() => expect(wholeAsked).toHaveBeenCalledTimes(1));
    expect(text()).toBe('a*,b*');
    await whole(WHOLE);
    expect(text()).toBe('w1,w2,w3');
  });

  it('another list query before the database\u2019s code arrived: the answer shown stands', async () => {
    snapshot = listPage('', 'a');
    await dom.render(<List query="" />);
    expect(text()).toBe('a*');
    await dom.render(<List query="sort=price-asc" />);
    expect(text()).toBe('a*');
    await whole(WHOLE);
    expect(text()).toBe('w1,w2,w3');
  });

  it('offline (the whole data cannot come): the answer shown stands until the first pull', async () => {
    snapshot = listPage('', 'a');
    await render(<List query="" />);
    await render(<List query="type=Sailboat" />);
    await whole(null);
    await emit([]);
    expect(text()).toBe('a*');
    await emit(['p1']);
    await arrive();
    expect(text()).toBe('p1');
  });

  it('a device that held the data (the page only hydrates): the answer shown stands until the database answers', async () => {
    arrived = true;
    snapshot = listPage('', 'a');
    await dom.render(<List query="" />);
    expect(text()).toBe('a*');
    await whole(null); // no whole data for such a page: the database holds it
    await dom.render(<List query="q=viking" />);
    expect(text()).toBe('a*');
    await emit(['x']);
    expect(text()).toBe('x');
  });

  it('another database query (another boat) never shows the previous one\u2019s answer while its own is on its way', async () => {
    snapshot = null;
    arrived = true;
    await render(<OneBoat id="b" />);
    await emit(['b']);
    expect(text()).toBe('b');
    live.next(undefined); // what the next subscription finds: nothing yet
    await dom.render(<OneBoat id="c" />);
    expect(text()).toBe('loading');
    await emit(['b', 'c']);
    expect(text()).toBe('c');
  });
});

describe('useLiveQuery with a partial snapshot: the device\u2019s own records never wait for the public data', () => {
  /** A query of this device's own records (the visitor's messages, saved boats, settings): no snapshot answer. */
  function Mine() {
    const result = useLiveQuery(ids, []);
    return <p>{result.status === 'ready' ? result.data.join(',') || '(none)' : result.status}</p>;
  }

  // boats.spec "inquiry sent offline…", sync/rendered-listings "the connection drops…": a lead saved offline on a page
  // answered from a partial snapshot never showed under "Your messages about this boat".
  it.each([
    ['a boat page', { boats: boats('b1'), partial: { boat: 'b1' } } satisfies PartialSnapshot],
    ['a /boats page', listPage('', 'a')],
  ])(
    'on %s: the database answers at once, before the public data has arrived, and asks for no whole data',
    async (_, page) => {
      snapshot = page;
      await render(<Mine />);
      await emit(['lead-1']);
      expect(text()).toBe('lead-1');
      await emit(['lead-1', 'lead-2']);
      expect(text()).toBe('lead-1,lead-2');
      expect(wholeAsked).not.toHaveBeenCalled();
    },
  );
});
