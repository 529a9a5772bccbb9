// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { BehaviorSubject } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicSnapshot } from './first-visit-snapshot';

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

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Names() {
  const result = useLiveQuery(() => live.pipe(filter((v): v is string[] => v !== undefined)), [], (s) => s.boats.map((b) => b.id));
  return <p>{result.status === 'ready' ? result.data.join(',') || '(none)' : result.status}</p>;
}

let container: HTMLDivElement;
let root: Root;
beforeEach(() => {
  container = document.createElement('div');
  root = createRoot(container);
});
afterEach(async () => {
  await act(async () => root.unmount());
});

async function render() {
  await act(async () => root.render(<Names />));
  await vi.waitFor(() => expect(live.observed).toBe(true)); // the query is subscribed (its code loads lazily)
}
const emit = (value: string[]) => act(async () => live.next(value));

describe('useLiveQuery with the first-visit snapshot', () => {
  it('shows the snapshot while the database is empty and not filled yet, then the database once the data has arrived', async () => {
    snapshot = { boats: [{ id: 'from-snapshot' }], posts: [] } as unknown as PublicSnapshot;
    await render();
    expect(container.textContent).toBe('from-snapshot');
    await emit([]); // the replica answers before its first pull (or the server is unreachable)
    expect(container.textContent).toBe('from-snapshot');
    await act(async () => markPublicDataArrived());
    expect(container.textContent).toBe('(none)');
    await emit(['b1', 'b2']);
    expect(container.textContent).toBe('b1,b2');
  });

  it('without a snapshot (a returning visit) shows what the database holds at once', async () => {
    snapshot = null;
    live.next(undefined);
    await render();
    expect(container.textContent).toBe('loading');
    await emit(['b3']);
    expect(container.textContent).toBe('b3');
  });
});
