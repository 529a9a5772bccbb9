import { describe, expect, it, vi } from 'vitest';
import { deadline, notMeasured, withinLimit } from './bench/time-limit.mjs';

describe('a bench step within its time limit', () => {
  it("gives the step's value when it finishes in time", async () => {
    expect(await withinLimit('bytes', 1000, async () => ({ status: 'measured', kb: 12 }))).toEqual({
      status: 'measured',
      kb: 12,
    });
  });

  it('reports "not measured" with the limit when the step runs over it, and stops what it left running', async () => {
    const onTimeout = vi.fn(async () => {});
    let signal: AbortSignal | undefined;
    const result = await withinLimit(
      'first pull',
      20,
      (s) => {
        signal = s;
        return new Promise(() => {});
      },
      { onTimeout },
    );
    expect(result).toEqual(notMeasured('first pull took longer than its limit of 0 s'));
    expect(onTimeout).toHaveBeenCalledOnce();
    // A step that loops (Lighthouse's pages) reads this and stops.
    expect(signal?.aborted).toBe(true);
  });

  it('reports a step that throws as "not measured" with its first line, and does not reject', async () => {
    const result = await withinLimit('lighthouse', 1000, async () => {
      throw new Error('chrome did not start\nstack…');
    });
    expect(result).toEqual(notMeasured('lighthouse failed: chrome did not start'));
  });
});

describe("the bench's deadline", () => {
  it("cuts a step's limit to the time left, then leaves none", () => {
    let t = 0;
    const run = deadline(10 * 60_000, () => t);
    expect(run.limitFor(3 * 60_000)).toBe(3 * 60_000);
    t = 9 * 60_000;
    expect(run.limitFor(3 * 60_000)).toBe(60_000);
    t = 10 * 60_000;
    expect(run.limitFor(3 * 60_000)).toBeNull();
  });
});
