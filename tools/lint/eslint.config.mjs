// The repository's lint rules (loaded by /eslint.config.mjs). Besides typescript-eslint and the rules of hooks, it
// enforces the architecture of docs/ARCHITECTURE.md: the shared rules (packages/domain) depend on nothing else, data
// flows one way through src/data, features keep their internals to themselves, and no module imports itself back.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const FEATURES = readdirSync(path.join(ROOT, 'src/features'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

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
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'packages/domain/tsconfig.json',
            'tsconfig.app.json',
            'tsconfig.node.json',
            'functions/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
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
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './packages/domain',
              from: ['./src', './functions', './scripts', './tests', './tools'],
              message: 'The domain package depends on nothing of the app, the functions or the scripts.',
            },
          ],
        },
      ],
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
                '^@/data/(public-database|user-database|public-db-client|load-public-database|portal/portal-client|portal/use-portal-query|use-database-query|use-live-query)$',
              message:
                'Components read through a hook and write through an action (a feature api/ module), never a database handle.',
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
  // A feature imports another feature only through its index.ts.
  ...FEATURES.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [`./${feature}`, ...FEATURES.filter((f) => f !== feature).map((f) => `./${f}/index.ts`)],
              message: `Import another feature through its index.ts, not its internals.`,
            },
          ],
        },
      ],
    },
  })),
);
