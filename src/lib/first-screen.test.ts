// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstScreenLoaded } from './first-screen';

function image(loading: 'eager' | 'lazy', complete: boolean): HTMLImageElement {
  const img = document.createElement('img');
  img.loading = loading;
  Object.defineProperty(img, 'complete', { value: complete });
  document.body.append(img);
  return img;
}

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] }));
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('firstScreenLoaded', () => {
  it('waits for the eager images still loading, not for lazy or finished ones', async () => {
    const first = image('eager', false);
    const second = image('eager', false);
    image('eager', true);
    image('lazy', false);
    const waiting = firstScreenLoaded(5000);
    await vi.advanceTimersByTimeAsync(150); // a frame
    expect(await settled(waiting)).toBe(false);
    first.dispatchEvent(new Event('load'));
    expect(await settled(waiting)).toBe(false);
    second.dispatchEvent(new Event('error')); // a broken photo does not hold anything up
    expect(await settled(waiting)).toBe(true);
  });

  it('gives up after the time limit', async () => {
    image('eager', false);
    const waiting = firstScreenLoaded(1000);
    await vi.advanceTimersByTimeAsync(900);
    expect(await settled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(await settled(waiting)).toBe(true);
  });

  it('resolves after a frame when nothing is loading', async () => {
    const waiting = firstScreenLoaded(5000);
    await vi.advanceTimersByTimeAsync(150);
    expect(await settled(waiting)).toBe(true);
  });
});
