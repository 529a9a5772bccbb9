import { describe, expect, it } from 'vitest';
import { firstSyncSettled, gateEmpty } from './first-sync';

function env(online = true) {
  let offline: (() => void) | null = null;
  let elapse: (() => void) | null = null;
  return {
    isOnline: () => online,
    onOffline: (l: () => void) => {
      offline = l;
      return () => {
        offline = null;
      };
    },
    wait: () =>
      new Promise<void>((r) => {
        elapse = r;
      }),
    goOffline: () => offline?.(),
    elapse: () => elapse?.(),
  };
}

const settled = async (p: Promise<void>) =>
  Promise.race([p.then(() => true), new Promise((r) => setTimeout(() => r(false), 20))]);

describe('first sync', () => {
  it('settles when every first pull is done', async () => {
    let finish!: () => void;
    const pull = new Promise<void>((r) => {
      finish = r;
    });
    const p = firstSyncSettled([Promise.resolve(), pull], env());
    expect(await settled(p)).toBe(false);
    finish();
    expect(await settled(p)).toBe(true);
  });
  it('settles at once offline, on going offline, or after the wait', async () => {
    expect(await settled(firstSyncSettled([new Promise(() => {})], env(false)))).toBe(true);
    const e1 = env();
    const p1 = firstSyncSettled([new Promise(() => {})], e1);
    expect(await settled(p1)).toBe(false);
    e1.goOffline();
    expect(await settled(p1)).toBe(true);
    const e2 = env();
    const p2 = firstSyncSettled([new Promise(() => {})], e2);
    e2.elapse();
    expect(await settled(p2)).toBe(true);
  });
  it('a failed first pull does not keep the list loading', async () => {
    expect(await settled(firstSyncSettled([Promise.reject(new Error('x'))], env()))).toBe(true);
  });
  it('shows an empty list as loading until settled', () => {
    expect(gateEmpty({ status: 'ready', data: [] }, false)).toBe('loading');
    expect(gateEmpty({ status: 'ready', data: [] }, true)).toBe('ready');
    expect(gateEmpty({ status: 'ready', data: [1] }, false)).toBe('ready');
    expect(gateEmpty({ status: 'error' }, false)).toBe('error');
    expect(gateEmpty({ status: 'loading' }, true)).toBe('loading');
  });
});
