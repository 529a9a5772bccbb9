// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify, startAttempt, TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from './toaster';
import { ToastRegion } from './toast-region';
import { domRoot } from '../../tests/unit/dom-root';

// The toasts' usual code cannot load (offline before the service worker had it): rendering it fails.
vi.mock('./toast-list', () => ({
  default: () => {
    throw new Error('Failed to fetch dynamically imported module');
  },
}));
vi.mock('@/lib/log', () => ({ logError: () => undefined }));

// React reports the failed part on the console; the test reads what the visitor sees.
const dom = domRoot(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));
const shown = () =>
  [...dom.container.querySelectorAll('[data-testid=toast]')].map(
    (t) => `${t.getAttribute('data-type')}: ${t.firstElementChild?.textContent ?? ''}`,
  );
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

describe('toasts whose code could not load', () => {
  afterEach(() => vi.useRealTimers());

  it('are still shown, in a live region that was on the page first, and the new outcome replaces the old', async () => {
    await dom.render(<ToastRegion />);
    expect(dom.container.innerHTML).toBe('');
    await act(async () => notify('Inquiry Saved', 'Your inquiry is saved on this device.', 'info'));
    await settle();
    expect(dom.container.querySelector('[role=region][aria-live=polite]')).not.toBeNull();
    expect(shown()).toEqual(['info: Inquiry Saved']);
    expect(dom.container.textContent).toContain('Your inquiry is saved on this device.');
    await act(async () => notify('Error', 'Failed to send inquiry.', 'error'));
    expect(shown()).toEqual(['error: Error']);
  });

  it('one attempt’s toasts stay together, at most the spec’s number at once', async () => {
    await dom.render(<ToastRegion />);
    const drop = startAttempt();
    await act(async () => {
      for (let i = 1; i <= TOAST_MAX_VISIBLE + 1; i++) drop.notify(`Refused ${i}`, undefined, 'error');
    });
    await settle();
    expect(shown()).toHaveLength(TOAST_MAX_VISIBLE);
    expect(shown().at(-1)).toBe(`error: Refused ${TOAST_MAX_VISIBLE + 1}`);
  });

  it('leave when dismissed, or after their time', async () => {
    await dom.render(<ToastRegion />);
    await act(async () => notify('Link Copied'));
    await settle();
    const dismiss = dom.container.querySelector<HTMLButtonElement>('button[aria-label="Dismiss notification"]')!;
    await act(async () => dismiss.click());
    expect(shown()).toEqual([]);
    vi.useFakeTimers();
    await act(async () => notify('Saved'));
    expect(shown()).toEqual(['success: Saved']);
    await act(async () => vi.advanceTimersByTime(TOAST_DURATION_MS));
    expect(shown()).toEqual([]);
  });
});
