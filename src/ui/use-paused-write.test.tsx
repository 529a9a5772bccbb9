// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePausedWrite, type PausedWrite } from './use-paused-write';
import { domRoot } from '../../tests/unit/dom-root';

const dom = domRoot();
let seen: PausedWrite[] = [];
function Probe({ render }: { render: number }) {
  seen.push(usePausedWrite(400));
  return <span>{render}</span>;
}
/** The hook as the latest render returned it. */
const paused = () => seen[seen.length - 1]!;

describe('a write that waits for a pause in typing', () => {
  beforeEach(async () => {
    seen = [];
    vi.useFakeTimers();
    await dom.render(<Probe render={1} />);
  });
  afterEach(() => vi.useRealTimers());

  it('writes once typing pauses, only the last of several keystrokes', () => {
    const writes: string[] = [];
    paused().schedule(() => writes.push('c'));
    vi.advanceTimersByTime(300);
    paused().schedule(() => writes.push('ca'));
    vi.advanceTimersByTime(300);
    expect(writes).toEqual([]);
    vi.advanceTimersByTime(100);
    expect(writes).toEqual(['ca']);
    vi.advanceTimersByTime(1000);
    expect(writes).toEqual(['ca']);
  });

  it('flush writes the waiting text at once, and only once; with nothing waiting it says so', () => {
    const writes: string[] = [];
    expect(paused().flush()).toBe(false);
    paused().schedule(() => writes.push('cat'));
    expect(paused().flush()).toBe(true);
    expect(writes).toEqual(['cat']);
    vi.advanceTimersByTime(1000);
    expect(writes).toEqual(['cat']);
  });

  it('cancel drops the waiting write', () => {
    const writes: string[] = [];
    paused().schedule(() => writes.push('cat'));
    paused().cancel();
    vi.advanceTimersByTime(1000);
    expect(writes).toEqual([]);
    expect(paused().flush()).toBe(false);
  });

  it('is the same across renders, and drops a waiting write when the component goes', async () => {
    const writes: string[] = [];
    await dom.render(<Probe render={2} />);
    expect(seen).toHaveLength(2);
    expect(seen[1]).toBe(seen[0]);
    paused().schedule(() => writes.push('cat'));
    await dom.render(null);
    vi.advanceTimersByTime(1000);
    expect(writes).toEqual([]);
  });
});
