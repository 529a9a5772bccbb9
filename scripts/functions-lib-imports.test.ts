import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';

// The functions' build writes only its ENTRIES into functions/lib: a script importing any other lib/ file fails only
// when someone runs it (`npm run alerts:reindex` did, for a session: its lib/alert-index.js was never built).
describe("the scripts' imports of the functions' build", () => {
  it('name only files the build writes', () => {
    // Read, not imported: importing the build script runs the build.
    const build = readFileSync(new URL('../functions/scripts/build.mjs', import.meta.url), 'utf8');
    const ENTRIES = JSON.parse(/export const ENTRIES = (\[[^\]]*\]);/.exec(build)![1]!.replace(/'/g, '"')) as string[];
    expect(ENTRIES).toContain('index');
    const dir = new URL('.', import.meta.url);
    const wanted = readdirSync(dir)
      .filter((f) => f.endsWith('.mjs'))
      .flatMap((f) =>
        [
          ...readFileSync(new URL(f, dir), 'utf8').matchAll(/functions\/lib\/([\w-]+)\.js|['"]\.\/lib\/([\w-]+)\.js/g),
        ].map((m) => ({ script: f, entry: m[1] ?? m[2]! })),
      );
    expect(wanted.length).toBeGreaterThan(3);
    expect(wanted.filter((w) => !ENTRIES.includes(w.entry))).toEqual([]);
  });
});
