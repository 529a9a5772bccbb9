// @vitest-environment jsdom
import { act, memo } from 'react';
import { BehaviorSubject, filter } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import type { PublicSnapshot } from './first-visit-snapshot';
import { domRoot } from '../../tests/unit/dom-root';

// As in use-live-query.test.tsx: a subject the test feeds stands in for the live RxDB query; the snapshot rules are real.
const live = new BehaviorSubject<{ id: string; price: number }[] | undefined>(undefined);
const snapshot = { boats: [{ id: 'a', price: 1 }, { id: 'b', price: 2 }], posts: [] } as unknown as PublicSnapshot;
vi.mock('./load-public-database', () => ({ databaseCodeMayLoad: async () => undefined, loadPublicDatabase: async () => ({}) }));
vi.mock('./first-visit-snapshot', async (original) => ({
  ...(await original<typeof import('./first-visit-snapshot')>()),
  firstVisitSnapshot: async () => snapshot,
  settledSnapshot: () => snapshot,
}));

const { useLiveQuery } = await import('./use-live-query');
const { markPublicDataArrived } = await import('./first-visit-snapshot');

type Boat = { id: string; price: number };
const cardRenders = new Map<string, number>();
const Card = memo(function Card({ boat }: { boat: Boat }) {
  cardRenders.set(boat.id, (cardRenders.get(boat.id) ?? 0) + 1);
  return <li>{`${boat.id}:${boat.price}`}</li>;
});

function Boats() {
  const result = useLiveQuery(() => live.pipe(filter((v): v is Boat[] => v !== undefined)), [], (s) => s.boats as unknown as Boat[]);
  return <ul>{result.status === 'ready' ? result.data.map((b) => <Card key={b.id} boat={b} />) : null}</ul>;
}

const dom = domRoot();
const emit = (value: Boat[]) => act(async () => live.next(value));

describe('useLiveQuery keeps what did not change', () => {
  it('re-renders no card when the database takes over with the same boats, and only the changed card afterwards', async () => {
    await dom.render(<Boats />);
    await vi.waitFor(() => expect(live.observed).toBe(true));
    expect(dom.container.textContent).toBe('a:1b:2');
    expect(Object.fromEntries(cardRenders)).toEqual({ a: 1, b: 1 });

    await emit([{ id: 'b', price: 2 }, { price: 1, id: 'a' }]); // new objects, same data, in the database's order
    await act(async () => markPublicDataArrived()); // the database's answer now counts
    expect(dom.container.textContent).toBe('b:2a:1');
    expect(Object.fromEntries(cardRenders)).toEqual({ a: 1, b: 1 });

    await emit([{ id: 'a', price: 1 }, { id: 'b', price: 3 }]);
    expect(dom.container.textContent).toBe('a:1b:3');
    expect(Object.fromEntries(cardRenders)).toEqual({ a: 1, b: 2 });

    await emit([{ id: 'a', price: 1 }, { id: 'b', price: 3 }]);
    expect(Object.fromEntries(cardRenders)).toEqual({ a: 1, b: 2 });
  });
});
