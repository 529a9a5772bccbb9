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

/** Pure: the steps named on the command line (all when none); unknown names are an error. */
export function selectSteps(names, steps = STEPS) {
  if (!names.length) return steps;
  const unknown = names.filter((n) => !steps.some((s) => s.name === n));
  if (unknown.length)
    throw new Error(`Unknown suite(s): ${unknown.join(', ')}. Known: ${steps.map((s) => s.name).join(', ')}`);
  return steps.filter((s) => names.includes(s.name));
}

/** Runs a shell command, echoing its output as it comes and keeping the tail of it. */
function runStep(command) {
  return new Promise((resolve) => {
    const child = spawn(command, { cwd: ROOT, shell: true, stdio: ['inherit', 'pipe', 'pipe'] });
    let tail = '';
    const keep = (chunk) => {
      tail = (tail + chunk.toString()).slice(-20_000);
    };
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      keep(chunk);
    });
    child.stderr.on('data', (chunk) => {
      process.stderr.write(chunk);
      keep(chunk);
    });
    child.on('error', (error) => resolve({ code: 1, output: String(error) }));
    child.on('close', (code) => resolve({ code: code ?? 1, output: tail }));
  });
}

async function main() {
  const steps = selectSteps(process.argv.slice(2));
  const results = [];
  for (const step of steps) {
    console.log(`\n=== ${step.label}: ${step.command}\n`);
    const started = performance.now();
    const { code, output } = await runStep(step.command);
    const result = outcome(step, code);
    const seconds = (performance.now() - started) / 1000;
    results.push({ label: step.label, result, reason: result === 'NOT RUN' ? notRunReason(output) : '', seconds });
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
