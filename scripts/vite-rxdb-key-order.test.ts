import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { orderKeysByCodeUnits, rxdbKeyOrder } from './vite-rxdb-key-order';

const require = createRequire(import.meta.url);
const utilsObjectPath = join(dirname(require.resolve('rxdb/package.json')), 'dist/esm/plugins/utils/utils-object.js');

async function patchedSortObject(): Promise<(obj: unknown, noArraySort?: boolean) => unknown> {
  const code = orderKeysByCodeUnits(readFileSync(utilsObjectPath, 'utf8'));
  // The patched module only exports functions (no imports), so it can be evaluated on its own.
  const url = `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`;
  return ((await import(/* @vite-ignore */ url)) as { sortObject: (obj: unknown, noArraySort?: boolean) => unknown })
    .sortObject;
}

describe('RxDB key order (vite plugin)', () => {
  it("rewrites the installed RxDB's sortObject to order keys by code units", async () => {
    const sortObject = await patchedSortObject();
    const sorted = sortObject({ images: 1, imageUrl: 2, _meta: { lwt: 1, _rev: 2 }, Zeta: 3 }, true) as Record<
      string,
      unknown
    >;
    expect(Object.keys(sorted)).toEqual(['Zeta', '_meta', 'imageUrl', 'images']);
    expect(Object.keys(sorted._meta as object)).toEqual(['_rev', 'lwt']);
  });

  it('is applied to that file only', () => {
    const plugin = rxdbKeyOrder();
    const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
    expect(transform('x.localeCompare(y)', '/app/src/lib/compare.ts')).toBeNull();
    expect(transform(readFileSync(utilsObjectPath, 'utf8'), utilsObjectPath)?.code).not.toContain('localeCompare');
  });

  it('fails the build when RxDB no longer sorts keys the way it was written against', () => {
    expect(() => orderKeysByCodeUnits('export function sortObject(o) { return o; }')).toThrow(
      /expected 2 "a.localeCompare\(b\)".*found 0/,
    );
  });
});
