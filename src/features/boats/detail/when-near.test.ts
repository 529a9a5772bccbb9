// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenNear } from './when-near';

/** A stand-in IntersectionObserver: the test says which element comes near the screen. */
class FakeObserver {
  static all: FakeObserver[] = [];
  watched: Element[] = [];
  disconnected = false;
  constructor(private readonly callback: (entries: { isIntersecting: boolean; target: Element }[]) => void) {
    FakeObserver.all.push(this);
  }
  observe(el: Element) {
    this.watched.push(el);
  }
  disconnect() {
    this.disconnected = true;
  }
  /** As the browser's: an element no longer in the document never intersects. */
  static comeNear(el: Element) {
    if (!el.isConnected) return;
    for (const o of FakeObserver.all)
      if (!o.disconnected && o.watched.includes(el)) o.callback([{ isIntersecting: true, target: el }]);
  }
}

const place = () => {
  const el = document.createElement('div');
  el.id = 'part-place';
  document.body.append(el);
  return el;
};

describe('whenNear', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeObserver.all = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it('resolves once the element comes near the screen, not before', async () => {
    const el = place();
    let near = false;
    void whenNear('part-place').then(() => (near = true));
    await vi.advanceTimersByTimeAsync(2_000);
    expect(near).toBe(false);
    FakeObserver.comeNear(el);
    await vi.advanceTimersByTimeAsync(0);
    expect(near).toBe(true);
  });

  it('follows the element when the page replaces it: the new one coming near resolves', async () => {
    const first = place();
    let near = false;
    void whenNear('part-place').then(() => (near = true));
    first.remove();
    const second = place();
    await vi.advanceTimersByTimeAsync(1_000);
    FakeObserver.comeNear(first);
    expect(near).toBe(false);
    FakeObserver.comeNear(second);
    await vi.advanceTimersByTimeAsync(0);
    expect(near).toBe(true);
  });
});
