// @vitest-environment jsdom
import { act } from 'react';
import { BehaviorSubject } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import type { PublicSnapshot } from './first-visit-snapshot';
import { domRoot } from '../../tests/unit/dom-root';

// The database is replaced by a subject the test feeds (what a live RxDB query emits); the snapshot rules are real.
const live = new BehaviorSubject<string[] | undefined>(undefined);
let snapshot: PublicSnapshot | null = null;
vi.mock('./load-public-database', () => ({ databaseCodeMayLoad: async () => undefined, loadPublicDatabase: async () => ({}) }));
vi.mock('./first-visit-snapshot', async (original) => ({
  ...(await original<typeof import('./first-visit-snapshot')>()),
  firstVisitSnapshot: async () => snapshot,
  settledSnapshot: () => snapshot,
}));

const { useLiveQuery } = await import('./use-live-query');
const { markPublicDataArrived } = await import('./first-visit-snapshot');
const { filter } = await import('rxjs');

function Names() {
  const result = useLiveQuery(() => live.pipe(filter((v): v is string[] => v !== undefined)), [], (s) => s.boats.map((b) => b.id));
  return <p>{result.status === 'ready' ? result.data.join(',') || '(none)' : result.status}</p>;
}

const dom = domRoot();

async function render() {
  await dom.render(<Names />);
  await vi.waitFor(() => expect(live.observed).toBe(true)); // the query is subscribed (its code loads lazily)
}
const emit = (value: string[]) => act(async () => live.next(value));

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
