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

export const STEPS = [
  { name: 'lint', label: 'lint (ESLint, Prettier)', command: 'npm run lint' },
  { name: 'unit', label: 'unit', command: 'npm run test:unit' },
  {
    name: 'rules-static',
    label: 'rules static check (text only)',
    command: 'npx vitest run --config vitest.rules.config.ts --project static',
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
  { name: 'e2e', label: 'e2e', command: 'npm run test:e2e' },
];

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
export function summarize(results) {
  const width = Math.max(...results.map((r) => r.label.length), 'suite'.length);
  const timed = results.every((r) => typeof r.seconds === 'number');
  const times = results.map((r) => (timed ? formatDuration(r.seconds) : ''));
  const timeWidth = Math.max(...times.map((t) => t.length), 'time'.length);
  const time = (text) => (timed ? `${text.padStart(timeWidth)}  ` : '');
  const lines = ['', 'Test summary', `  ${'suite'.padEnd(width)}  ${time('time')}result`];
  results.forEach((r, i) => {
    const reason = r.result === 'NOT RUN' && r.reason ? ` (${r.reason})` : '';
    lines.push(`  ${r.label.padEnd(width)}  ${time(times[i])}${r.result}${reason}`);
  });
  const count = (result) => results.filter((r) => r.result === result).length;
  const failed = count('FAILED');
  const notRun = count('NOT RUN');
  if (notRun)
    lines.push(
      `  ${notRun} suite${notRun > 1 ? 's were' : ' was'} NOT RUN: not passed, not failed. See README, "Security rules tests".`,
    );
  const total = timed ? ` in ${formatDuration(results.reduce((sum, r) => sum + r.seconds, 0))}` : '';
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

/** Runs a shell command, echoing its output as it comes and keeping all of it. */
function runStep(command) {
  return new Promise((resolve) => {
    const child = spawn(command, { cwd: ROOT, shell: true, stdio: ['inherit', 'pipe', 'pipe'] });
    // The whole output (a few MB at most): a long suite's failures scroll far out of any tail.
    const chunks = [];
    const keep = (chunk) => chunks.push(chunk.toString());
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      keep(chunk);
    });
    child.stderr.on('data', (chunk) => {
      process.stderr.write(chunk);
      keep(chunk);
    });
    child.on('error', (error) => resolve({ code: 1, output: String(error), failures: [String(error)] }));
    child.on('close', (code) => {
      const output = chunks.join('');
      resolve({ code: code ?? 1, output, failures: code ? failureDigest(output) : [] });
    });
  });
}

async function main() {
  const steps = selectSteps(process.argv.slice(2));
  const results = [];
  for (const step of steps) {
    console.log(`\n=== ${step.label}: ${step.command}\n`);
    const started = performance.now();
    const { code, output, failures } = await runStep(step.command);
    const result = outcome(step, code);
    const seconds = (performance.now() - started) / 1000;
    results.push({
      label: step.label,
      result,
      reason: result === 'NOT RUN' ? notRunReason(output) : '',
      seconds,
      failures,
    });
  }
  for (const r of results.filter((r) => r.result === 'FAILED')) {
    console.log(`\n=== ${r.label} FAILED; what it said:`);
    for (const line of r.failures.length ? r.failures : ['(no failure lines; see its output above)']) console.log(line);
  }
  const { lines, exitCode } = summarize(results);
  for (const line of lines) console.log(line);
  process.exit(exitCode);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
