#!/usr/bin/env node
// npm run test:e2e: builds the site, starts what the browser tests run against, and runs Playwright
// (playwright.config.ts; docs/TESTS.md):
// the emulators (scripts/emulators.mjs: Auth, Functions, the official Firestore emulator, the local Storage endpoint,
// seeded with the demo data) and the app built against them (dist-e2e/) behind `vite preview`.
// Two Playwright runs on the same servers: the `firebase` project (shared seeded backend, two workers), then `seeded`
// (a fresh seed per file, one at a time). Each run reports on its own, so a failure in the first never hides the
// second. Before the second it prints SEEDED_PHASE_LINE: `npm test` runs its emulator-free suites beside that phase.
// Without Java 21+ or the Firestore emulator's jar it stops at once with the reason (scripts/local-backend-mode.mjs).
//   node scripts/e2e.mjs [playwright args...]     e.g. node scripts/e2e.mjs --project firebase --repeat-each 2
// With --project (or any test filter) given, one Playwright run with those arguments. SKIP_BUILD=1 runs on the builds
// already there.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { detectLocalBackend } from './local-backend-mode.mjs';
import { READY_LINE, waitFor } from './emulators.mjs';
import { SEEDED_PHASE_LINE } from './run-tests.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => fileURLToPath(new URL(`../node_modules/.bin/${name}`, import.meta.url));
const PORT = Number(process.env.E2E_PORT ?? 4318);
const OUT = process.env.E2E_OUT_DIR ?? 'dist-e2e';

function run(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

/** A server for the whole run, in its own process group (stopped with everything it started). */
function serve(name, command, args, env) {
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let log = '';
  const keep = (chunk) => (log = (log + chunk).slice(-8000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.on('exit', resolve));
  return {
    name,
    child,
    log: () => log,
    exited,
    async stop() {
      if (child.exitCode !== null) return;
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        return;
      }
      // scripts/emulators.mjs waits up to 20 s for the CLI (and the Java emulator) to stop.
      await Promise.race([exited, new Promise((r) => setTimeout(r, 30_000))]);
      if (child.exitCode === null)
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // gone
        }
    },
  };
}

/** Waits for a server, failing with its name and the tail of its log if it dies first or never answers. */
async function ready(server, check, timeoutMs) {
  const died = server.exited.then((code) => {
    throw new Error(`${server.name} exited (${code}) before it was ready:\n${server.log()}`);
  });
  await Promise.race([waitFor(check, server.name, timeoutMs, 500), died]).catch((error) => {
    throw new Error(`${error.message}\n--- ${server.name}, last lines ---\n${server.log()}`);
  });
}

const answers = (port) => () =>
  fetch(`http://127.0.0.1:${port}/`).then(
    (r) => r.ok,
    () => false,
  );

const plan = detectLocalBackend();
if (plan.mode === 'error') {
  console.error(`e2e cannot run. ${plan.reason}`);
  process.exit(1);
}
console.log(`e2e: ${plan.reason}`);
if (process.env.SKIP_BUILD !== '1') {
  // The build also writes the `preview` function's renderer (functions/lib/renderer).
  const code = await run(bin('vite'), ['build', '--outDir', OUT], process.env);
  if (code !== 0) process.exit(code);
}

const servers = [
  serve('emulators', process.execPath, ['scripts/emulators.mjs', '--dist', OUT], process.env),
  serve('vite preview', bin('vite'), [
    'preview',
    '--outDir',
    OUT,
    '--port',
    String(PORT),
    '--strictPort',
    '--host',
    '127.0.0.1',
  ]),
];
const stopAll = () => Promise.all(servers.map((s) => s.stop()));
process.once('SIGINT', () => void stopAll().then(() => process.exit(130)));
process.once('SIGTERM', () => void stopAll().then(() => process.exit(143)));

let code = 1;
try {
  const [emulators, preview] = servers;
  await Promise.all([
    ready(emulators, () => emulators.log().includes(READY_LINE), 240_000),
    ready(preview, answers(PORT), 60_000),
  ]);
  const env = { ...process.env, E2E_EXTERNAL_SERVERS: '1' };
  const args = process.argv.slice(2);
  const playwright = (extra) => run(bin('playwright'), ['test', ...extra, ...args], env);
  const emulatorDied = () => emulators.child.exitCode !== null;
  if (args.some((a) => a.startsWith('--project') || !a.startsWith('-'))) code = await playwright([]);
  else {
    const shared = await playwright(['--project', 'firebase']);
    // npm test (scripts/run-tests.mjs) starts the suites that need no emulator beside this one-worker phase.
    if (!emulatorDied()) console.log(SEEDED_PHASE_LINE);
    // Its own output folder: Playwright empties the folder when it starts, and the first run's traces must survive.
    const seeded = emulatorDied()
      ? 1
      : await playwright(['--project', 'seeded', '--no-deps', '--output', 'test-results-seeded']);
    code = shared || seeded;
  }
  if (emulatorDied()) {
    console.error(`e2e: the emulators died during the run.\n--- emulators, last lines ---\n${emulators.log()}`);
    code ||= 1;
  }
} catch (error) {
  console.error(`e2e: ${error instanceof Error ? error.message : error}`);
} finally {
  await stopAll();
}
process.exit(code);
