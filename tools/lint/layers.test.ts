import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The architecture rules of eslint.config.mjs fire: each lints a one-line module, as if it were the file named, that
 * breaks it, and one that keeps it. A zone whose paths do not resolve, or a rule another block of the configuration
 * replaced for those files (the last one wins), would fire on nothing and say nothing: here it would fail.
 */
const ROOT = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
const eslintIn = (cwd: string) =>
  new ESLint({
    cwd,
    overrideConfigFile: path.join(ROOT, 'eslint.config.mjs'),
    // The cycle check follows every import into the app: not what these tests are about, and slow.
    overrideConfig: { rules: { 'import-x/no-cycle': 'off' } },
  });
const eslint = eslintIn(ROOT);

const ARCHITECTURE_RULES = new Set([
  'import-x/no-restricted-paths',
  'no-restricted-imports',
  '@typescript-eslint/no-restricted-imports',
]);

/** What the architecture rules say of `code` in `file` (from the repository's root). */
async function lint(file: string, code: string, linter = eslint): Promise<string[]> {
  const [result] = await linter.lintText(`${code}\n`, { filePath: path.join(ROOT, file) });
  return result!.messages.filter((m) => ARCHITECTURE_RULES.has(m.ruleId ?? '')).map((m) => `${m.ruleId}: ${m.message}`);
}

/** A module of each layer, top to bottom (none imports anything here: the rules only resolve the path). */
const LAYER_MODULES = [
  ['src/app', '@/app/not-found-page'],
  ['src/routes', '@/routes/saved'],
  ['src/features', '@/features/saved'],
  ['src/ui', '@/ui/button'],
  ['src/data', '@/data/caller'],
  ['src/lib', '@/lib/log'],
] as const;
const rank = (dir: string) => ['src/app', 'src/routes', 'src/features', 'src/ui', 'src/data', 'src/lib'].indexOf(dir);
const TOP = 1; // src/app and src/routes are one layer

describe('layers import downwards only', () => {
  for (const [dir] of LAYER_MODULES)
    for (const [fromDir, module] of LAYER_MODULES) {
      if (dir === fromDir) continue;
      const upwards = rank(fromDir) < rank(dir) && rank(dir) > TOP;
      it(`${dir} ${upwards ? 'may not' : 'may'} import ${fromDir}`, async () => {
        const said = await lint(`${dir}/zone-check.ts`, `import '${module}';`);
        if (upwards)
          expect(said).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*Layers import downwards/)]);
        else expect(said).toEqual([]);
      });
    }

  it('holds relative imports as it holds the @/ alias', async () => {
    expect(await lint('src/ui/zone-check.ts', `import '../app/not-found-page';`)).toEqual([
      expect.stringMatching(
        /Layers import downwards.*src\/ui imports nothing from src\/app, src\/routes or src\/features/,
      ),
    ]);
  });

  it("resolves the @/ alias whatever ESLint's cwd (here not the process's)", async () => {
    expect(await lint('src/ui/zone-check.ts', `import '@/app/not-found-page';`, eslintIn(`${ROOT}/`))).toEqual([
      expect.stringMatching(/Layers import downwards.*src\/ui imports nothing from src\/app/),
    ]);
  });

  it('holds in a feature, whose own zone (its internals) shares the rule', async () => {
    // The module use-incremental-list.ts once imported from src/app, unflagged: the per-feature configuration of the
    // rule came last and replaced the layers' one.
    expect(await lint('src/features/boats/list/use-incremental-list.ts', `import '@/app/first-page-scroll';`)).toEqual([
      expect.stringMatching(/Layers import downwards.*src\/features imports nothing from src\/app or src\/routes/),
    ]);
  });

  it('lets a test set up from any layer', async () => {
    expect(await lint('src/lib/zone-check.test.ts', `import '../../fixtures/blog-posts';`)).toEqual([]);
  });

  it('keeps the fixtures out of the app', async () => {
    expect(await lint('src/lib/zone-check.ts', `import '../../fixtures/blog-posts';`)).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*The app imports nothing from fixtures\//),
    ]);
  });

  it('keeps the domain package from the app', async () => {
    expect(await lint('packages/domain/src/zone-check.ts', `import '../../../src/lib/log';`)).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*The domain package depends on nothing of the app/),
    ]);
  });
});

describe("a feature's internals are its own", () => {
  const internal = `import '@/features/saved/compare-tray';`;
  const index = `import '@/features/saved';`;
  const INTERNALS = /^import-x\/no-restricted-paths: .*through its index\.ts/;

  it('another feature imports its index.ts only', async () => {
    expect(await lint('src/features/boats/zone-check.ts', internal)).toEqual([expect.stringMatching(INTERNALS)]);
    expect(await lint('src/features/boats/zone-check.ts', index)).toEqual([]);
    expect(await lint('src/features/saved/zone-check.ts', internal)).toEqual([]);
  });

  it('or one of FEATURE_ENTRIES: the CRM takes the admin kit, not the rest of the admin feature', async () => {
    expect(await lint('src/features/crm/zone-check.ts', `import '@/features/admin/kit';`)).toEqual([]);
    expect(await lint('src/features/crm/zone-check.ts', `import '@/features/admin/components/parts';`)).toEqual([
      expect.stringMatching(INTERNALS),
    ]);
    expect(await lint('src/features/admin/model/zone-check.ts', `import '@/features/crm/model/lead-search';`)).toEqual(
      [],
    );
    expect(await lint('src/features/admin/zone-check.ts', `import '@/features/crm/leads-tab';`)).toEqual([
      expect.stringMatching(INTERNALS),
    ]);
  });

  it('so does a test of another feature', async () => {
    expect(await lint('src/features/boats/zone-check.test.ts', internal)).toEqual([expect.stringMatching(INTERNALS)]);
  });

  it('so does the app shell', async () => {
    expect(await lint('src/app/layout/zone-check.tsx', internal)).toEqual([expect.stringMatching(INTERNALS)]);
    expect(await lint('src/app/layout/zone-check.tsx', index)).toEqual([]);
  });

  it('a route imports its index.ts, a page or a route entry', async () => {
    expect(await lint('src/routes/zone-check.tsx', internal)).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*A route imports a feature through its index\.ts/),
    ]);
    for (const allowed of ['@/features/saved', '@/features/saved/saved-page', '@/features/admin/model/search'])
      expect(await lint('src/routes/zone-check.tsx', `import '${allowed}';`)).toEqual([]);
  });
});

describe('no database handle in a component', () => {
  const component = 'src/features/admin/tabs/zone-check.tsx';

  it('from the modules that hold one', async () => {
    expect(await lint(component, `import { LOADING } from '@/data/query/use-database-query';`)).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*never a database handle/),
    ]);
  });

  it('nor passed on by another module: re-exported, or returned by a function', async () => {
    const HANDLE = /^@typescript-eslint\/no-restricted-imports: .*Components get no database handle/;
    expect(await lint(component, `import { openPortal as open } from '../api/review';`)).toEqual([
      expect.stringMatching(HANDLE),
    ]);
    expect(await lint(component, `import { adminDb } from '../use-admin-data';`)).toEqual([
      expect.stringMatching(HANDLE),
    ]);
    expect(await lint('src/routes/zone-check.tsx', `export { usePortalQuery } from '@/features/admin';`)).toEqual([
      expect.stringMatching(HANDLE),
    ]);
  });

  it('but its types, and the hooks and actions that take none', async () => {
    expect(await lint(component, `import type { UserDatabase } from '../api/review';`)).toEqual([]);
    expect(await lint(component, `import { approveSubmission } from '../api/review';`)).toEqual([]);
  });

  it('a module that is not a component may open the database (a feature api/ module)', async () => {
    expect(
      await lint('src/features/admin/api/zone-check.ts', `import { openPortal } from '@/data/portal/portal-client';`),
    ).toEqual([]);
  });
});
