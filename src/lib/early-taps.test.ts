// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { EARLY_TAP_RECORDER, EARLY_TAPPED_ATTR, takeEarlyTaps } from './early-taps';

describe('early taps', () => {
  beforeEach(() => {
    document.body.innerHTML =
      '<button id="more" data-early-tap="show-more"><span id="label">Show more</span></button><button id="other">Other</button>';
    // The recorder runs as the page's inline script does (a fresh queue each time).
    new Function(EARLY_TAP_RECORDER)();
  });

  it('records a tap on a marked control (also on its content), marks it busy, and is taken once', () => {
    document.getElementById('label')!.click();
    document.getElementById('more')!.click();
    document.getElementById('other')!.click();
    const more = document.getElementById('more')!;
    expect(more.getAttribute('aria-busy')).toBe('true');
    expect(more.getAttribute(EARLY_TAPPED_ATTR)).toBe('show-more');
    expect(takeEarlyTaps('show-more')).toBe(2);
    expect(takeEarlyTaps('show-more')).toBe(0);
  });

  it('keeps taps on other controls for them', () => {
    document.getElementById('more')!.click();
    expect(takeEarlyTaps('something-else')).toBe(0);
    expect(takeEarlyTaps('show-more')).toBe(1);
  });

  it('is zero on a page without the recorder', () => {
    expect(takeEarlyTaps('show-more', {})).toBe(0);
  });
});
