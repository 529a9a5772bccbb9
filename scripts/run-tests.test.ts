import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  STEPS,
  failureDigest,
  formatDuration,
  notRunReason,
  outcome,
  schedule,
  selectSteps,
  summarize,
} from './run-tests.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const rules = STEPS.find((s) => s.name === 'rules-firestore')!;
const unit = STEPS.find((s) => s.name === 'unit')!;

describe('run-tests', () => {
  it('keeps every suite, in order (the browser suite frees a core when it prints the seeded phase line)', () => {
    expect(STEPS.map((s) => s.name)).toEqual([
      'lint',
      'unit',
      'rules-static',
      'emulator',
      'rules-firestore',
      'rules-storage',
      'e2e',
    ]);
    expect(STEPS.filter((s) => s.mayNotRun).map((s) => s.name)).toEqual(['rules-firestore', 'rules-storage']);
  });

  it('runs the suites that need no emulator beside the browser suite, and on their own when it is not selected', () => {
    const plan = (names: string[]) =>
      schedule(selectSteps(names)).map(({ step, beside }) => [step.name, beside.map((s) => s.name)]);
    expect(plan([])).toEqual([
      ['emulator', []],
      ['rules-firestore', []],
      ['rules-storage', []],
      ['e2e', ['lint', 'unit', 'rules-static']],
    ]);
    expect(plan(['unit', 'lint'])).toEqual([
      ['lint', []],
      ['unit', []],
    ]);
    expect(plan(['unit', 'e2e'])).toEqual([['e2e', ['unit']]]);
  });

  it('names the suites that ran beside another, and totals the run by its own time when given', () => {
    const { lines } = summarize(
      [
        { label: 'unit', result: 'PASSED', reason: '', seconds: 200, beside: 'e2e' },
        { label: 'e2e', result: 'PASSED', reason: '', seconds: 1000 },
      ],
      1010,
    );
    expect(lines).toContain('  unit    3 min 20 s  PASSED (beside e2e)');
    expect(lines[lines.length - 1]).toBe('suites: 2 passed, 0 failed in 16 min 50 s');
  });

  it('treats exit 2 as NOT RUN only for the suite that may not run', () => {
    expect(outcome(rules, 0)).toBe('PASSED');
    expect(outcome(rules, 2)).toBe('NOT RUN');
    expect(outcome(rules, 1)).toBe('FAILED');
    expect(outcome(unit, 2)).toBe('FAILED');
  });

  it('takes the reason from the last NOT RUN line', () => {
    expect(notRunReason('> npm run test:rules\nNOT RUN: no Java 21 here.\n- details\n')).toBe('no Java 21 here.');
    expect(notRunReason('all good')).toBe('');
  });

  it('summarizes: NOT RUN is shown with its reason and neither passes nor fails the run', () => {
    const { lines, exitCode } = summarize([
      { label: 'unit', result: 'PASSED', reason: '' },
      { label: 'rules', result: 'NOT RUN', reason: 'no Java 21 here.' },
      { label: 'e2e', result: 'PASSED', reason: '' },
    ]);
    expect(exitCode).toBe(0);
    expect(lines).toContain('  rules  NOT RUN (no Java 21 here.)');
    expect(lines[lines.length - 1]).toBe('suites: 2 passed, 0 failed, 1 skipped');
  });

  it('fails the run when any suite that ran failed', () => {
    const { lines, exitCode } = summarize([
      { label: 'unit', result: 'FAILED', reason: '' },
      { label: 'rules', result: 'NOT RUN', reason: 'x' },
    ]);
    expect(exitCode).toBe(1);
    expect(lines[lines.length - 1]).toBe('suites: 0 passed, 1 failed, 1 skipped');
  });

  it("shows each suite's time and the total when every suite was timed", () => {
    const { lines } = summarize([
      { label: 'unit', result: 'PASSED', reason: '', seconds: 224.4 },
      { label: 'rules', result: 'NOT RUN', reason: 'no jar.', seconds: 2 },
      { label: 'e2e', result: 'PASSED', reason: '', seconds: 2415.6 },
    ]);
    expect(lines.slice(2, 6)).toEqual([
      '  suite         time  result',
      '  unit    3 min 44 s  PASSED',
      '  rules          2 s  NOT RUN (no jar.)',
      '  e2e    40 min 16 s  PASSED',
    ]);
    expect(lines[lines.length - 1]).toBe('suites: 2 passed, 0 failed, 1 skipped in 44 min 02 s');
    expect(formatDuration(59.4)).toBe('59 s');
    expect(formatDuration(60)).toBe('1 min 00 s');
  });

  it('names what failed: the failed tests, then each numbered failure with its own reason and line, then other reasons', () => {
    const output = [
      '\u001b[32m✓\u001b[39m tests/emulator/ok.test.ts (3 tests)',
      ' \u001b[31mFAIL\u001b[39m  tests/emulator/counters.test.ts > a view counts once',
      'AssertionError: expected 2 to be 1',
      'AssertionError: expected 2 to be 1',
      '  ✘  12 [firebase] › tests/e2e/auth.spec.ts:10:1 › sign up (60.0s)',
      '  ✘  14 [firebase] › tests/e2e/blog.spec.ts:8:1 › a post (9.0s)',
      '  1) [firebase] › tests/e2e/auth.spec.ts:10:1 › sign up ───',
      '    Test timeout of 60000ms exceeded.',
      '  2) [firebase] › tests/e2e/blog.spec.ts:8:1 › a post ───',
      '    Error: expect(locator).toBeVisible() failed',
      '',
      "    Locator: getByText('Published')",
      '    Expected: visible',
      '    Timeout: 7000ms',
      '    Error: element(s) not found',
      '      40 |   await page.goto(url);',
      "    > 41 |   await expect(page.getByText('Published')).toBeVisible();",
      '         |                                             ^',
      '        at /tmp/ci/tests/e2e/blog.spec.ts:41:45',
      '  2 failed',
      '  144 passed (24.8m)',
    ].join('\n');
    expect(failureDigest(output)).toEqual([
      ' FAIL  tests/emulator/counters.test.ts > a view counts once',
      '  ✘  12 [firebase] › tests/e2e/auth.spec.ts:10:1 › sign up (60.0s)',
      '  ✘  14 [firebase] › tests/e2e/blog.spec.ts:8:1 › a post (9.0s)',
      '  1) [firebase] › tests/e2e/auth.spec.ts:10:1 › sign up ───',
      '    Test timeout of 60000ms exceeded.',
      '  2) [firebase] › tests/e2e/blog.spec.ts:8:1 › a post ───',
      '    Error: expect(locator).toBeVisible() failed',
      "    Locator: getByText('Published')",
      '    Expected: visible',
      '    Timeout: 7000ms',
      '    Error: element(s) not found',
      "    > 41 |   await expect(page.getByText('Published')).toBeVisible();",
      '        at /tmp/ci/tests/e2e/blog.spec.ts:41:45',
      'AssertionError: expected 2 to be 1',
    ]);
    expect(failureDigest(output, 2)).toEqual([
      ' FAIL  tests/emulator/counters.test.ts > a view counts once',
      '  ✘  12 [firebase] › tests/e2e/auth.spec.ts:10:1 › sign up (60.0s)',
      '  … and 12 more',
    ]);
  });

  it('runs only the named suites, and refuses unknown names', () => {
    expect(selectSteps([]).length).toBe(STEPS.length);
    expect(selectSteps(['rules-storage', 'unit']).map((s) => s.name)).toEqual(['unit', 'rules-storage']);
    expect(() => selectSteps(['typo'])).toThrow(/Unknown suite/);
  });

  it('end to end: the Storage rules suite where its emulator cannot start is reported NOT RUN with why, and the run exits 0', () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      FIREBASE_EMULATORS_PATH: mkdtempSync(path.join(os.tmpdir(), 'no-emulators-')),
    };
    delete env.FIREBASE_STORAGE_EMULATOR_HOST;
    const result = spawnSync(process.execPath, ['scripts/run-tests.mjs', 'rules-storage'], {
      cwd: ROOT,
      env,
      encoding: 'utf8',
    });
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(
      /rules: Storage \(official emulator\)\s+\d+ s\s+NOT RUN \(the official Storage emulator cannot start: it needs its rules runtime/,
    );
    expect(result.stdout.trimEnd().split('\n').pop()).toMatch(/^suites: 0 passed, 0 failed, 1 skipped in \d+ s$/);
  });
});
