// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, notify, startAttempt, TOAST_DURATION_MS, TOAST_MAX_VISIBLE, toastStore } from './toaster';
import { ToastRegion } from './toast-region';
import { domRoot } from '../../tests/unit/dom-root';

const dom = domRoot();
const shown = () =>
  [...dom.container.querySelectorAll('[data-testid=toast]')].map(
    (t) => `${t.getAttribute('data-type')}: ${t.firstElementChild?.textContent ?? ''}`,
  );

describe('the toasts on the page', () => {
  afterEach(async () => {
    vi.useRealTimers();
    await act(async () => toastStore.get().forEach((t) => dismissToast(t.id)));
  });

  it('show in a live region that was on the page first; a new outcome replaces the old', async () => {
    await dom.render(<ToastRegion />);
    const region = dom.container.querySelector('[role=region][aria-live=polite]');
    expect(region?.getAttribute('aria-label')).toBe('Notifications');
    expect(region?.children).toHaveLength(0);
    await act(async () => notify('Inquiry Saved', 'Your inquiry is saved on this device.', 'info'));
    expect(shown()).toEqual(['info: Inquiry Saved']);
    expect(region?.textContent).toContain('Your inquiry is saved on this device.');
    // Each toast is its own element, told apart by its id (e2e toast-outcomes waits for a new one by it).
    const first = dom.container.querySelector('[data-testid=toast]')!.id;
    expect(first).toMatch(/^toast-\d+$/);
    await act(async () => notify('Error', 'Failed to send inquiry.', 'error'));
    expect(shown()).toEqual(['error: Error']);
    expect(dom.container.querySelector('[data-testid=toast]')!.id).not.toBe(first);
  });

  it('a toast asked for before the region mounted is shown once it has', async () => {
    notify('Inquiry Saved', undefined, 'info');
    await dom.render(<ToastRegion />);
    expect(shown()).toEqual(['info: Inquiry Saved']);
  });

  it('one attempt’s toasts stay together, at most the spec’s number at once, the rest in turn', async () => {
    await dom.render(<ToastRegion />);
    const drop = startAttempt();
    await act(async () => {
      for (let i = 1; i <= TOAST_MAX_VISIBLE + 1; i++) drop.notify(`Refused ${i}`, undefined, 'error');
    });
    expect(shown()).toHaveLength(TOAST_MAX_VISIBLE);
    expect(shown()[0]).toBe('error: Refused 1');
    const first = dom.container.querySelector<HTMLButtonElement>('button[aria-label="Dismiss notification"]')!;
    await act(async () => first.click());
    expect(shown()).toHaveLength(TOAST_MAX_VISIBLE);
    expect(shown().at(-1)).toBe(`error: Refused ${TOAST_MAX_VISIBLE + 1}`);
  });

  it('leave when dismissed, or after their time', async () => {
    await dom.render(<ToastRegion />);
    await act(async () => notify('Link Copied'));
    const dismiss = dom.container.querySelector<HTMLButtonElement>('button[aria-label="Dismiss notification"]')!;
    await act(async () => dismiss.click());
    expect(shown()).toEqual([]);
    vi.useFakeTimers();
    await act(async () => notify('Saved'));
    expect(shown()).toEqual(['success: Saved']);
    await act(async () => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(shown()).toEqual(['success: Saved']);
    await act(async () => vi.advanceTimersByTime(1));
    expect(shown()).toEqual([]);
  });

  it('wait while the pointer or the focus is on them, then take the rest of their time', async () => {
    await dom.render(<ToastRegion />);
    vi.useFakeTimers();
    await act(async () => notify('Listing created successfully'));
    const toast = dom.container.querySelector<HTMLElement>('[data-testid=toast]')!;
    await act(async () => vi.advanceTimersByTime(1000));
    await act(async () => toast.dispatchEvent(new MouseEvent('mouseover', { bubbles: true })));
    await act(async () => vi.advanceTimersByTime(TOAST_DURATION_MS * 3));
    expect(shown()).toEqual(['success: Listing created successfully']);
    await act(async () => toast.dispatchEvent(new MouseEvent('mouseout', { bubbles: true })));
    await act(async () => toast.querySelector('button')!.focus());
    await act(async () => vi.advanceTimersByTime(TOAST_DURATION_MS * 3));
    expect(shown()).toHaveLength(1);
    await act(async () => toast.querySelector('button')!.blur());
    await act(async () => vi.advanceTimersByTime(TOAST_DURATION_MS - 1001));
    expect(shown()).toHaveLength(1);
    await act(async () => vi.advanceTimersByTime(1));
    expect(shown()).toEqual([]);
  });

  it('Escape on a focused toast dismisses it', async () => {
    await dom.render(<ToastRegion />);
    await act(async () => notify('Link Copied'));
    const button = dom.container.querySelector<HTMLButtonElement>('[data-testid=toast] button')!;
    await act(async () => button.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    expect(shown()).toEqual([]);
  });
});
