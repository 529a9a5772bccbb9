import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
// Type-only imports are erased before bundling: they may use the alias.
const IMPORT = /^\s*(?:(?:import|export)\s(?!type\s)[^'"]*?from\s+|import\s+)['"]([^'"]+)['"]/gm;

/** The project files a module reaches through relative imports (what vite's config bundler follows itself). */
function reachable(entry: string): Map<string, string[]> {
  const seen = new Map<string, string[]>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    const specifiers = [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((m) => m[1]!);
    seen.set(file, specifiers);
    for (const spec of specifiers.filter((s) => s.startsWith('.'))) {
      const base = resolve(dirname(file), spec);
      const target = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
        (f) => existsSync(f) && /\.(ts|tsx|mjs|js)$/.test(f),
      );
      if (target) visit(target);
    }
  };
  visit(entry);
  return seen;
}

describe('what vite.config.ts loads', () => {
  it("uses no '@/' path alias anywhere it reaches: the config is bundled before the aliases exist", () => {
    const aliased = [...reachable(join(ROOT, 'vite.config.ts'))]
      .filter(([, specifiers]) => specifiers.some((s) => s.startsWith('@/') || s.startsWith('styled-system')))
      .map(([file]) => file.slice(ROOT.length));
    expect(aliased).toEqual([]);
  });

  it('reaches the domain package by relative paths: a package import is left to Node, which cannot load TypeScript', () => {
    // Vite bundles the config's relative imports and leaves every package import to Node at run time; the domain
    // package is TypeScript source (packages/domain/package.json exports src/*.ts).
    const byName = [...reachable(join(ROOT, 'vite.config.ts'))]
      .filter(([, specifiers]) => specifiers.some((s) => s.startsWith('@harbour/')))
      .map(([file]) => file.slice(ROOT.length));
    expect(byName).toEqual([]);
    expect([...reachable(join(ROOT, 'vite.config.ts')).keys()].some((f) => f.includes('/packages/domain/src/'))).toBe(
      true,
    );
  });
});
