// The repository's lint rules (loaded by /eslint.config.mjs). Besides typescript-eslint and the rules of hooks, it
// enforces the architecture of docs/ARCHITECTURE.md: the app's layers import only downwards and the shared rules
// (packages/domain) depend on nothing else, data flows one way through src/data, features keep their internals to
// themselves, and no module imports itself back. layers.test.ts shows the import rules of the layers, of the features
// and of database handles firing.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { resolve as resolveTypeScript } from 'eslint-import-resolver-typescript';

const ROOT = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
const FEATURES = readdirSync(path.join(ROOT, 'src/features'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
/** The features' pages (`*-page.tsx`, from src/features): a route takes its page from its module. */
const PAGES = readdirSync(path.join(ROOT, 'src/features'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('-page.tsx'))
  .map((file) => file.split(path.sep).join('/'));

/**
 * The app's layers, top to bottom (docs/ARCHITECTURE.md, "Layers"): a module imports from its own layer and the ones
 * below it, never from one above. The app shell and the routes are one layer (the router imports the routes, the root
 * route the shell's layout). Below them all, the domain package imports nothing of the app.
 */
const LAYERS = [
  ['src/app', 'src/routes', 'src/main.tsx', 'src/routeTree.gen.ts'],
  ['src/features'],
  ['src/ui'],
  ['src/data'],
  ['src/lib'],
];

/**
 * What a route may take from a feature besides its index.ts and its pages (`*-page.tsx`, each its route's own chunk):
 * what a route's options run (they load with the router on every page, so they come without the rest of the feature,
 * and an index.ts that names more would put it on every page) and the home page's recently viewed strip (not the
 * shortlist's index.ts, whose hearts and compare tray would come to '/').
 */
const ROUTE_ENTRIES = [
  'admin/model/search.ts', // /admin/dashboard's validateSearch
  'auth/guards.ts', // beforeLoad of /admin and /client
  'auth/redirect.ts', // /auth's validateSearch
  'auth/loading-screen.tsx', // pendingComponent of /admin and /client (route options are not code-split)
  'auth/account-not-ready.tsx', // /client's layout, for a session without a role
  'saved/model/compare-ids.ts', // /compare's validateSearch
  'saved/recently-viewed-home.tsx', // src/routes/index.tsx
];

/**
 * What a feature may take from another besides its index.ts. The CRM (src/features/crm) is mounted by the admin
 * dashboard, which imports it through its index.ts, so it cannot import the admin feature's index.ts back (a cycle):
 * it takes the dashboard's parts, text and live reads from `admin/kit.ts`, which names nothing of the CRM. The
 * dashboard's validateSearch (`admin/model/search.ts`, a route entry loaded with the router on every page) reads the
 * Leads tab's filters from the CRM's rule itself, not from its index.ts, which would bring the whole CRM.
 */
const FEATURE_ENTRIES = [
  'admin/kit.ts', // the CRM's Leads tab, inside the admin dashboard
  'crm/model/lead-search.ts', // admin/model/search.ts, /admin/dashboard's validateSearch
];

const FEATURE_INTERNALS = 'Import another feature through its index.ts, not its internals.';

/**
 * The zones of import-x/no-restricted-paths, all in one list: ESLint applies one configuration of a rule per file (the
 * last that matches wins, they do not merge), and the rule picks the zones whose target holds the file. Paths are from
 * the repository's root (`basePath`), wherever ESLint runs from.
 */
function restrictedPaths({ layers }) {
  const zones = [
    {
      target: 'packages/domain',
      from: ['src', 'functions', 'scripts', 'tests', 'tools'],
      message: 'The domain package depends on nothing of the app, the functions or the scripts.',
    },
    // A feature imports another feature only through its index.ts (or one of FEATURE_ENTRIES).
    ...FEATURES.map((f) => ({
      target: `src/features/${f}`,
      from: 'src/features',
      except: [
        `./${f}`,
        ...FEATURES.filter((g) => g !== f).map((g) => `./${g}/index.ts`),
        ...FEATURE_ENTRIES.filter((p) => !p.startsWith(`${f}/`)).map((p) => `./${p}`),
      ],
      message: FEATURE_INTERNALS,
    })),
    // The app shell too.
    {
      target: ['src/app', 'src/main.tsx'],
      from: 'src/features',
      except: FEATURES.map((g) => `./${g}/index.ts`),
      message: FEATURE_INTERNALS,
    },
    // A route: a feature's index.ts, its pages, or one of ROUTE_ENTRIES.
    {
      target: 'src/routes',
      from: 'src/features',
      except: [...FEATURES.map((g) => `${g}/index.ts`), ...PAGES, ...ROUTE_ENTRIES].map((p) => `./${p}`),
      message: `A route imports a feature through its index.ts, a page (*-page.tsx) or a route entry (ROUTE_ENTRIES in tools/lint/eslint.config.mjs).`,
    },
  ];
  if (layers)
    zones.push(
      // The demo business (fixtures/) is what tests, scripts and the demo build set up from, never the app's code.
      {
        target: 'src',
        from: 'fixtures',
        message: 'The app imports nothing from fixtures/ (the demo data is for tests, scripts and the demo build).',
      },
      ...LAYERS.slice(1).map((layer, i) => {
        const above = LAYERS.slice(0, i + 1).flat();
        const folders = above.filter((p) => !p.includes('.'));
        const named = `${folders.slice(0, -1).join(', ')}${folders.length > 1 ? ' or ' : ''}${folders.at(-1)}`;
        return {
          target: layer,
          from: above,
          message: `Layers import downwards (docs/ARCHITECTURE.md, "Layers"): ${layer[0]} imports nothing from ${named}.`,
        };
      }),
    );
  return { basePath: ROOT, zones };
}

/** The names of a database handle or a query builder: what a component never gets, from whichever module. */
const DATABASE_HANDLE_NAMES =
  '(Db|DB|Database|DatabaseNow|Replica)$|^(open|use)Portal$|^use(Portal|Database|Live)Query$';

/**
 * Import paths as TypeScript resolves them, with each file's project's `paths` (`@/`, `@harbour/domain`). An import
 * that resolves to nothing is one no-restricted-paths says nothing of, so this is what its zones stand on
 * (layers.test.ts). Not the package's createTypeScriptImportResolver: when ESLint's cwd is not the process's (ESLint
 * run from another directory, or its Node API given a cwd spelled differently), that one (4.4.5) resolves without any
 * project's paths, and every `@/` import is nothing.
 */
const TYPESCRIPT_RESOLVER_OPTIONS = {
  project: ['packages/domain/tsconfig.json', 'tsconfig.app.json', 'tsconfig.node.json', 'functions/tsconfig.json'].map(
    (project) => path.join(ROOT, project),
  ),
  noWarnOnMultipleProjects: true,
};
const TYPESCRIPT_RESOLVER = {
  interfaceVersion: 3,
  name: 'typescript, per project',
  resolve: (source, file) => resolveTypeScript(source, file, TYPESCRIPT_RESOLVER_OPTIONS),
};

/** Only src/data talks to the database and the backend; everything else goes through its hooks and actions. */
const DATA_ONLY = [
  { regex: '^rxdb(/|$)', message: 'Only src/data imports rxdb: read through a data hook, write through an action.' },
  { regex: '^(@?firebase)(/|$)', message: 'Only src/data/firebase imports the Firebase SDK.' },
  { regex: '^dexie$', message: 'Only src/data imports dexie.' },
];

/**
 * The shared rules (@harbour/domain) run in the browser, the Cloud Functions and the scripts alike: pure, they import
 * no database, backend SDK, UI or host API, and nothing of the app, the functions or the scripts.
 */
const DOMAIN_PURE = [
  { regex: '^@/', message: 'The domain package imports nothing from the app.' },
  {
    regex: '^(rxdb|dexie|@?firebase|firebase-admin|firebase-functions|react|react-dom|@tanstack|zustand)(/|$)',
    message: 'The domain package is pure: no database, backend SDK or UI library.',
  },
  { regex: '^node:', message: 'The domain package is pure: no Node API (it also runs in the browser).' },
];
/** Host objects a pure rule has no business with (its tsconfig has no DOM; @types/node would allow these). */
const DOMAIN_RESTRICTED_GLOBALS = [
  'window',
  'document',
  'navigator',
  'location',
  'localStorage',
  'sessionStorage',
  'indexedDB',
  'self',
  'process',
  'Buffer',
].map((name) => ({ name, message: 'The domain package is pure: it runs in the browser and in Node alike.' }));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'dist/**',
      'dist-*/**',
      'styled-system/**',
      'functions/lib/**',
      'src/routeTree.gen.ts',
      'coverage/**',
      'bench-results/**',
      'test-results*/**',
      'playwright-report/**',
      'public/**',
      'tools/lint/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,mjs,js,cjs}'],
    languageOptions: {
      globals: {
        window: 'readonly',
        document: 'readonly',
        navigator: 'readonly',
        console: 'readonly',
        process: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        fetch: 'readonly',
        Response: 'readonly',
        Request: 'readonly',
        Headers: 'readonly',
        Blob: 'readonly',
        File: 'readonly',
        crypto: 'readonly',
        TextEncoder: 'readonly',
        TextDecoder: 'readonly',
        structuredClone: 'readonly',
        queueMicrotask: 'readonly',
        localStorage: 'readonly',
        sessionStorage: 'readonly',
        performance: 'readonly',
        location: 'readonly',
        globalThis: 'readonly',
        AbortController: 'readonly',
        Buffer: 'readonly',
        requestAnimationFrame: 'readonly',
        indexedDB: 'readonly',
        self: 'readonly',
      },
    },
    plugins: { 'import-x': importX },
    settings: {
      // How import-x reads the files it follows (no-cycle parses every module it reaches).
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [TYPESCRIPT_RESOLVER],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      // Declaration merging and `import()` types are how the Firebase and RxDB typings are used here.
      '@typescript-eslint/consistent-type-imports': ['error', { disallowTypeAnnotations: false }],
      'no-undef': 'off', // TypeScript checks names, with the right lib for each file
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['packages/domain/**/*.{ts,tsx,mts,mjs,js}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: DOMAIN_PURE }],
      'no-restricted-globals': ['error', ...DOMAIN_RESTRICTED_GLOBALS],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    // Tests set up a backend and a database to act on.
    ignores: ['src/data/**', 'src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: DATA_ONLY }] },
  },
  {
    // Components and routes get data from hooks and write through actions (a feature's api/ module, src/data):
    // they never hold a database or build a query themselves.
    files: ['src/{features,routes,app}/**/*.tsx'],
    ignores: ['src/**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...DATA_ONLY,
            {
              regex:
                '^@/data/(public/public-database|user-database|public/public-db-client|public/load-public-database|portal/portal-client|portal/use-portal-query|query/use-database-query|query/use-live-query|session/use-portal)$',
              message:
                'Components read through a hook and write through an action (a feature api/ module), never a database handle.',
            },
          ],
        },
      ],
      // Nor by any other way: a handle passed on by a module of the app (re-exported, or a function that returns it)
      // is caught by its name. Types are fine: they hold no database.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.|@/)',
              importNamePattern: DATABASE_HANDLE_NAMES,
              allowTypeImports: true,
              message:
                'Components get no database handle, whatever module passes it on: call an action that opens the database itself (a feature api/ module).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/data/**/*.{ts,tsx}'],
    ignores: ['src/data/firebase/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [DATA_ONLY[1]] }] },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'packages/domain/**/*.{ts,tsx,mts,mjs,js}'],
    rules: { 'import-x/no-restricted-paths': ['error', restrictedPaths({ layers: true })] },
  },
  {
    // A test takes what it sets up from any layer (the seed's posts, a page to render), never a feature's internals.
    files: ['src/**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', restrictedPaths({ layers: false })] },
  },
);
