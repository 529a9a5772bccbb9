import { describe, expect, it } from 'vitest';
import type { Firestore } from 'firebase-admin/firestore';
import { cachedByPublicVersion } from './public-cache';

const db = {} as Firestore;

describe('finding 13: cachedByPublicVersion', () => {
  it('builds once per public version, shares a build between concurrent callers, and retries a failed one', async () => {
    let version = 'v1';
    let builds = 0;
    let fail = false;
    const read = cachedByPublicVersion(
      async () => {
        builds += 1;
        if (fail) throw new Error('unavailable');
        return `built ${builds}`;
      },
      async () => version,
    );
    expect(await Promise.all([read(db), read(db), read(db)])).toEqual(['built 1', 'built 1', 'built 1']);
    expect(await read(db)).toBe('built 1');
    expect(builds).toBe(1);
    version = 'v2';
    expect(await read(db)).toBe('built 2');
    version = 'v3';
    fail = true;
    await expect(read(db)).rejects.toThrow('unavailable');
    fail = false;
    expect(await read(db)).toBe('built 4');
    expect(builds).toBe(4);
  });
});
