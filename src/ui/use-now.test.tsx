// @vitest-environment jsdom
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { domRoot } from '../../tests/unit/dom-root';

const LOADED = Date.parse('2026-11-28T10:00:30.000Z');
let useNow: typeof import('./use-now').useNow;
let setRenderTime: typeof import('./use-now').setRenderTime;
const dom = domRoot();

beforeAll(async () => {
  vi.useFakeTimers({ now: LOADED });
  ({ useNow, setRenderTime } = await import('./use-now'));
});
afterAll(() => vi.useRealTimers());

function Shown({ name }: { name: string }) {
  return <span data-name={name}>{useNow().toISOString()}</span>;
}

describe('the time of the listing badges', () => {
  it('is the render time on the server', () => {
    setRenderTime(Date.parse('2026-01-02T03:04:59.000Z'));
    expect(renderToString(<Shown name="a" />)).toContain('2026-01-02T03:04:00.000Z');
    setRenderTime(null);
  });

  it('moves on by the minute in every part of the page at once', async () => {
    await dom.render(
      <>
        <Shown name="a" />
        <Shown name="b" />
      </>,
    );
    const shown = () => [...dom.container.querySelectorAll('span')].map((s) => s.textContent);
    expect(shown()).toEqual(['2026-11-28T10:00:00.000Z', '2026-11-28T10:00:00.000Z']);
    await act(async () => vi.advanceTimersByTime(30_000));
    expect(shown()).toEqual(['2026-11-28T10:01:00.000Z', '2026-11-28T10:01:00.000Z']);
    expect(vi.getTimerCount()).toBe(1);
  });
});
