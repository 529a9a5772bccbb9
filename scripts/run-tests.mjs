#!/usr/bin/env node
// `npm test`: every suite in order, then a summary table. A suite that cannot run on this machine (the Storage
// rules suite needs the official Storage emulator's rules runtime, absent here; the Firestore one needs Java 21+ and
// the Firestore emulator) is reported as NOT RUN with its reason, never as passed; the run fails only when a suite
// that ran failed.
//
//   node scripts/run-tests.mjs              all suites
//   node scripts/run-tests.mjs unit rules   only the named ones (names from STEPS)
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Exit code of a step that could not run here (scripts/test-rules.mjs). */
export const NOT_RUN_EXIT = 2;

/** The line scripts/e2e.mjs prints as its one-worker `seeded` phase starts: a core is free from then on. */
export const SEEDED_PHASE_LINE = 'e2e: the seeded phase starts';

/**
 * `beside`: a suite that needs no emulator runs beside that suite once its output shows `freeFrom` (a core is free),
 * as `besideCommand` when it has one (one core, not both), its output held until it ends: about three minutes less
 * than running it before.
 */
export const STEPS = [
  { name: 'lint', label: 'lint (ESLint, Prettier)', command: 'npm run lint', beside: 'e2e' },
  {
    name: 'unit',
    label: 'unit',
    command: 'npm run test:unit',
    beside: 'e2e',
    besideCommand: 'npm run test:unit -- --maxWorkers=1',
  },
  {
    name: 'rules-static',
    label: 'rules static check (text only)',
    command: 'npx vitest run --config vitest.rules.config.ts --project static',
    beside: 'e2e',
  },
  { name: 'emulator', label: 'emulator (auth, functions, firestore)', command: 'npm run test:emulator' },
  {
    name: 'rules-firestore',
    label: 'rules: Firestore (official emulator)',
    command: 'node scripts/test-rules.mjs firestore',
    mayNotRun: true,
  },
  {
    name: 'rules-storage',
    label: 'rules: Storage (official emulator)',
    command: 'node scripts/test-rules.mjs storage',
    mayNotRun: true,
  },
  { name: 'e2e', label: 'e2e', command: 'npm run test:e2e', freeFrom: SEEDED_PHASE_LINE },
];

/**
 * Pure: the order the selected suites run in. Each entry is a suite run on its own, with the suites that run beside
 * it (in their order, one after another); a suite whose host is not selected runs on its own, where it is listed.
 */
export function schedule(steps) {
  const hosts = new Set(steps.filter((s) => s.freeFrom).map((s) => s.name));
  return steps
    .filter((s) => !(s.beside && hosts.has(s.beside)))
    .map((step) => ({ step, beside: steps.filter((s) => s.beside === step.name && hosts.has(step.name)) }));
}

/** Pure: a step's outcome from its exit code (only steps that may not run treat exit 2 as NOT RUN). */
export function outcome(step, exitCode) {
  if (exitCode === 0) return 'PASSED';
  if (step.mayNotRun && exitCode === NOT_RUN_EXIT) return 'NOT RUN';
  return 'FAILED';
}

/** Pure: the reason a step gave for not running — its last line starting with 'NOT RUN:'. */
export function notRunReason(output) {
  const lines = output
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l.startsWith('NOT RUN:'));
  return lines.length ? lines[lines.length - 1].slice('NOT RUN:'.length).trim() : '';
}

/** Pure: a suite's time as the summary shows it ("45 s", "33 min 12 s"). */
export function formatDuration(seconds) {
  const s = Math.round(seconds);
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
}

/**
 * Pure: the summary lines and the exit code of the whole run. With each suite's seconds, a time column and the total,
 * so a slow suite is seen where the run ends (`npm test` aims at ~20 minutes on two cores).
 */
export function summarize(results, wallSeconds) {
  const width = Math.max(...results.map((r) => r.label.length), 'suite'.length);
  const timed = results.every((r) => typeof r.seconds === 'number');
  const times = results.map((r) => (timed ? formatDuration(r.seconds) : ''));
  const timeWidth = Math.max(...times.map((t) => t.length), 'time'.length);
  const time = (text) => (timed ? `${text.padStart(timeWidth)}  ` : '');
  const lines = ['', 'Test summary', `  ${'suite'.padEnd(width)}  ${time('time')}result`];
  results.forEach((r, i) => {
    const reason = r.result === 'NOT RUN' && r.reason ? ` (${r.reason})` : '';
    const beside = r.beside ? ` (beside ${r.beside})` : '';
    lines.push(`  ${r.label.padEnd(width)}  ${time(times[i])}${r.result}${reason}${beside}`);
  });
  const count = (result) => results.filter((r) => r.result === result).length;
  const failed = count('FAILED');
  const notRun = count('NOT RUN');
  if (notRun)
    lines.push(
      `  ${notRun} suite${notRun > 1 ? 's were' : ' was'} NOT RUN: not passed, not failed. See README, "Security rules tests".`,
    );
  // Suites that ran beside another overlap it: the run's own time, when given, is the total.
  const totalSeconds = wallSeconds ?? results.reduce((sum, r) => sum + r.seconds, 0);
  const total = timed ? ` in ${formatDuration(totalSeconds)}` : '';
  lines.push(`suites: ${count('PASSED')} passed, ${failed} failed${notRun ? `, ${notRun} skipped` : ''}${total}`);
  return { lines, exitCode: failed > 0 ? 1 : 0 };
}

// eslint-disable-next-line no-control-regex -- terminal colour codes start with ESC
const ANSI_COLOUR = /\u001b\[[0-9;]*m/g;
/** Lines that name a failed test: vitest's FAIL/×, Playwright's ✘ and numbered failures. */
const FAILED_TEST = /(^|\s)(FAIL\s|×|✘|✗)|^\s*\d+\) \[/;
/** Playwright's numbered failure: its report follows, up to the next one. */
const NUMBERED_FAILURE = /^\s*\d+\) \[/;
/** Lines that say why (after the named tests: suites also log expected errors). */
const FAILURE_REASON = /\b\w*Error\b:|Timed out|Test timeout|exited with code [1-9]/;
/** In a numbered failure's report: what it waited for, and the spec's line where it stopped. */
const FAILURE_DETAIL = /^\s*(Locator:|Expected|Received|Timeout:|>\s*\d+\s*\|)|^\s*at \S+:\d+:\d+\)?$/;
/** Lines kept of one numbered failure's report. */
const DETAIL_LINES = 8;

/**
 * Pure: what a failed suite said about its failure (ANSI colours removed, at most `max` lines), printed under the
 * summary so the end of a CI log names the failing tests and why each failed: the failed tests, then each numbered
 * Playwright failure with its own reason, locator and spec line (two tests failing alike each keep theirs), then any
 * other reasons, each once.
 */
export function failureDigest(output, max = 60) {
  const tests = new Set();
  const reports = [];
  const reasons = new Set();
  let report = null;
  for (const raw of output.split(/\r?\n/)) {
    const line = raw.replace(ANSI_COLOUR, '').trimEnd().slice(0, 300);
    if (NUMBERED_FAILURE.test(line)) reports.push((report = [line]));
    else if (FAILED_TEST.test(line)) tests.add(line);
    else if (report && (FAILURE_REASON.test(line) || FAILURE_DETAIL.test(line))) {
      if (report.length <= DETAIL_LINES && !report.includes(line)) report.push(line);
    } else if (FAILURE_REASON.test(line)) reasons.add(line);
  }
  const lines = [...tests, ...reports.flat(), ...reasons];
  return lines.length > max ? [...lines.slice(0, max), `  … and ${lines.length - max} more`] : lines;
}

/** Pure: the steps named on the command line (all when none); unknown names are an error. */
export function selectSteps(names, steps = STEPS) {
  if (!names.length) return steps;
  const unknown = names.filter((n) => !steps.some((s) => s.name === n));
  if (unknown.length)
    throw new Error(`Unknown suite(s): ${unknown.join(', ')}. Known: ${steps.map((s) => s.name).join(', ')}`);
  return steps.filter((s) => names.includes(s.name));
}

/**
 * Runs a shell command, keeping all its output; echoed as it comes, or held (`hold`) and printed when it ends.
 * `onOutput` sees the output so far as it grows.
 */
function runStep(command, { hold = false, onOutput = () => {} } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, { cwd: ROOT, shell: true, stdio: ['inherit', 'pipe', 'pipe'] });
    // The whole output (a few MB at most): a long suite's failures scroll far out of any tail.
    const chunks = [];
    const keep = (stream) => (chunk) => {
      if (!hold) stream.write(chunk);
      chunks.push(chunk.toString());
      onOutput(chunk.toString());
    };
    child.stdout.on('data', keep(process.stdout));
    child.stderr.on('data', keep(process.stderr));
    child.on('error', (error) => resolve({ code: 1, output: String(error), failures: [String(error)] }));
    child.on('close', (code) => {
      const output = chunks.join('');
      if (hold) process.stdout.write(output);
      resolve({ code: code ?? 1, output, failures: code ? failureDigest(output) : [] });
    });
  });
}

/** Runs one suite and returns its result row; `hold` and `onOutput` as runStep's. */
async function runSuite(step, options = {}) {
  const started = performance.now();
  const { code, output, failures } = await runStep(step.command, options);
  const result = outcome(step, code);
  return {
    label: step.label,
    result,
    reason: result === 'NOT RUN' ? notRunReason(output) : '',
    seconds: (performance.now() - started) / 1000,
    failures,
  };
}

/** Runs the suites beside a host, one after another, on the one core the host leaves, their output held. */
async function runBeside(steps, host) {
  const results = [];
  for (const step of steps) {
    const command = step.besideCommand ?? step.command;
    const row = await runSuite({ ...step, command }, { hold: true });
    console.log(`\n=== ${step.label} (ran beside ${host.name}): ${command} — its output above`);
    results.push({ ...row, beside: host.name });
  }
  return results;
}

async function main() {
  const started = performance.now();
  const results = [];
  for (const { step, beside } of schedule(selectSteps(process.argv.slice(2)))) {
    console.log(`\n=== ${step.label}: ${step.command}\n`);
    let besideRun = null;
    let seen = '';
    const startBeside = () => (besideRun ??= runBeside(beside, step));
    const onOutput = (chunk) => {
      if (!beside.length || besideRun) return;
      // The line may arrive split across chunks: a short tail of the earlier ones is kept.
      const text = seen + chunk;
      if (text.includes(step.freeFrom)) startBeside();
      seen = text.slice(-step.freeFrom.length);
    };
    const row = await runSuite(step, { onOutput });
    // A host that ended before freeing a core (a build failure): its suites still run, after it.
    const besideRows = beside.length ? await startBeside() : [];
    results.push(...besideRows, row);
  }
  for (const r of results.filter((r) => r.result === 'FAILED')) {
    console.log(`\n=== ${r.label} FAILED; what it said:`);
    for (const line of r.failures.length ? r.failures : ['(no failure lines; see its output above)']) console.log(line);
  }
  const { lines, exitCode } = summarize(results, (performance.now() - started) / 1000);
  for (const line of lines) console.log(line);
  process.exit(exitCode);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
