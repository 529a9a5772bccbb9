// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { anchorOf, anchorStep, firstInView, holdInPlace, readListAnchor, saveListAnchor } from './list-anchor';

describe('firstInView (the card at the top of the screen)', () => {
  const bottoms =
    (...values: number[]) =>
    (i: number) =>
      values[i]!;
  it('is the first item whose bottom is below the top of the screen', () => {
    expect(firstInView(5, bottoms(-900, -400, 120, 500, 900))).toBe(2);
    // Partly scrolled past still counts as in view.
    expect(firstInView(3, bottoms(-400, 1, 400))).toBe(1);
  });
  it('takes the first of a grid row (a row shares its bottom)', () => {
    expect(firstInView(6, bottoms(-300, -300, -300, 80, 80, 80))).toBe(3);
  });
  it('is -1 when every item is above the screen, or there are none', () => {
    expect(firstInView(2, bottoms(-10, 0))).toBe(-1);
    expect(firstInView(0, bottoms())).toBe(-1);
  });
});

describe('anchorStep (back to the card the visitor left)', () => {
  it('goes to the card when it is rendered', () => {
    expect(anchorStep(30, 48, 200, 200)).toBe('card');
  });
  it('shows more while the card is in the list but not rendered', () => {
    expect(anchorStep(30, 24, 200, 200)).toBe('show-more');
  });
  it('shows more (asking for the rest) while only a first screen is there and the card is not in it', () => {
    expect(anchorStep(-1, 6, 6, 200)).toBe('show-more');
  });
  it('falls back to the position when the whole list is there without the card (sold, filtered out)', () => {
    expect(anchorStep(-1, 24, 199, 199)).toBe('by-position');
  });
});

describe('the anchors kept per history entry', () => {
  beforeEach(() => sessionStorage.clear());

  it('reads back what was saved for an entry, the last save winning', () => {
    saveListAnchor('k1', { id: 'a', top: 10 });
    saveListAnchor('k2', { id: 'b', top: -40 });
    saveListAnchor('k1', { id: 'c', top: 5 });
    expect(readListAnchor('k1')).toEqual({ id: 'c', top: 5 });
    expect(readListAnchor('k2')).toEqual({ id: 'b', top: -40 });
    expect(readListAnchor('k3')).toBeUndefined();
  });
  it('keeps the 30 latest entries only', () => {
    for (let i = 0; i < 35; i++) saveListAnchor(`k${i}`, { id: `b${i}`, top: i });
    expect(readListAnchor('k4')).toBeUndefined();
    expect(readListAnchor('k5')).toEqual({ id: 'b5', top: 5 });
    expect(readListAnchor('k34')).toEqual({ id: 'b34', top: 34 });
  });
  it('ignores what it cannot read (another version, a hand edit) instead of throwing', () => {
    sessionStorage.setItem('hy.listAnchors', '{not json');
    expect(readListAnchor('k1')).toBeUndefined();
    sessionStorage.setItem(
      'hy.listAnchors',
      JSON.stringify([
        ['k1', { id: 3, top: 'x' }],
        ['k2', { id: 'b', top: 1 }],
      ]),
    );
    expect(readListAnchor('k1')).toBeUndefined();
    expect(readListAnchor('k2')).toEqual({ id: 'b', top: 1 });
  });
});

describe('anchorOf', () => {
  it('names the first item in view and its distance from the top of the screen', () => {
    document.body.innerHTML = '<ul><li data-list-item="a"></li><li data-list-item="b"></li><li></li></ul>';
    const [a, b] = [...document.querySelectorAll('li')];
    a!.getBoundingClientRect = () => ({ top: -500, bottom: -100 }) as DOMRect;
    b!.getBoundingClientRect = () => ({ top: -60, bottom: 340 }) as DOMRect;
    expect(anchorOf(document)).toEqual({ id: 'b', top: -60 });
  });
  it('prefers the item holding the focus (the card whose link was followed) while it is on screen', () => {
    document.body.innerHTML =
      '<ul><li data-list-item="a"><a href="#a">a</a></li><li data-list-item="b"><a href="#b">b</a></li></ul>';
    const [a, b] = [...document.querySelectorAll('li')];
    a!.getBoundingClientRect = () => ({ top: 10, bottom: 400 }) as DOMRect;
    b!.getBoundingClientRect = () => ({ top: 420, bottom: 700 }) as DOMRect;
    document.querySelector<HTMLElement>('a[href="#b"]')!.focus();
    expect(anchorOf(document)).toEqual({ id: 'b', top: 420 });
    // Scrolled off screen since it was focused: the first in view.
    b!.getBoundingClientRect = () => ({ top: 5000, bottom: 5300 }) as DOMRect;
    expect(anchorOf(document)).toEqual({ id: 'a', top: 10 });
  });
  it('is undefined for a list with nothing in view', () => {
    document.body.innerHTML = '<ul></ul>';
    expect(anchorOf(document)).toBeUndefined();
  });
});

describe('holdInPlace (the card kept where it was while the page settles)', () => {
  let resized: () => void = () => {};
  let cardTop = 0;
  const scrollBy = vi.fn((options: ScrollToOptions) => (cardTop -= options.top ?? 0));
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = '<ul><li data-list-item="b"></li></ul>';
    document.querySelector('li')!.getBoundingClientRect = () => ({ top: cardTop }) as DOMRect;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          resized = callback;
        }
        observe() {}
        disconnect() {
          resized = () => {};
        }
      },
    );
    window.scrollBy = scrollBy as unknown as typeof window.scrollBy;
    scrollBy.mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('puts the card at its place at once, and again when the page above it changes', () => {
    cardTop = 400;
    holdInPlace({ id: 'b', top: 150 });
    expect(cardTop).toBe(150);
    cardTop += 240; // a boat published meanwhile came in above
    resized();
    expect(cardTop).toBe(150);
    expect(scrollBy).toHaveBeenCalledTimes(2);
  });
  it('lets go once the visitor scrolls or taps, or after the time given', () => {
    cardTop = 150;
    holdInPlace({ id: 'b', top: 150 });
    expect(scrollBy).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('wheel'));
    cardTop = 390;
    resized();
    expect(cardTop).toBe(390);

    holdInPlace({ id: 'b', top: 150 }, 1_000);
    vi.advanceTimersByTime(1_000);
    cardTop = 600;
    resized();
    expect(cardTop).toBe(600);
  });
});
