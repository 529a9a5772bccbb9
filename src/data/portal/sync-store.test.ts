import { afterEach, describe, expect, it, vi } from 'vitest';
import { SyncStore } from './sync-store';
import { uniqueDbName } from '../test-storage';

const stores: SyncStore[] = [];
afterEach(async () => {
  for (const store of stores.splice(0)) await store.delete();
});

function newStore() {
  const store = new SyncStore(uniqueDbName('sync-store'));
  stores.push(store);
  return store;
}

describe('acknowledged versions', () => {
  it("a pull's hundred acknowledgements are written at once, and told once, with their keys", async () => {
    const store = newStore();
    const writes = vi.spyOn(store.versions, 'bulkPut');
    const told: (readonly string[])[] = [];
    store.recorded$.subscribe((keys) => told.push(keys));
    const ids = Array.from({ length: 100 }, (_, i) => `boat-${i}`);
    await Promise.all(ids.map((id) => store.record('boats', id, '2026-11-01T00:00:00.000Z')));
    expect(writes).toHaveBeenCalledTimes(1);
    expect(await store.versions.count()).toBe(100);
    expect(told).toEqual([ids.map((id) => `boats:${id}`)]);
  });

  it('a later version of the same document wins, whether told in the same turn or the next', async () => {
    const store = newStore();
    void store.record('boats', 'b1', 'v1');
    await store.record('boats', 'b1', 'v2');
    expect((await store.versions.get('boats:b1'))?.updatedAt).toBe('v2');
    const first = store.record('boats', 'b1', 'v3');
    await Promise.resolve();
    const second = store.record('boats', 'b1', 'v4');
    await Promise.all([first, second]);
    expect((await store.versions.get('boats:b1'))?.updatedAt).toBe('v4');
  });
});
