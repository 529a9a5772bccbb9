import { createToaster } from '@ark-ui/react/toast';

/** Notification defaults from the spec: at most 3 toasts visible, 4000 ms each. */
export const TOAST_MAX_VISIBLE = 3;
export const TOAST_DURATION_MS = 4000;

export const toaster = createToaster({
  placement: 'bottom-end',
  max: TOAST_MAX_VISIBLE,
  duration: TOAST_DURATION_MS,
  overlap: false,
  gap: 12,
});

export type ToastTone = 'success' | 'error' | 'info';

/** Shows a toast. 'error' is the spec's destructive toast. */
export function notify(title: string, description?: string, tone: ToastTone = 'success'): void {
  toaster.create({ title, description, type: tone });
}

const NEXT_PAGE_KEY = 'hy.nextPageToast';

/**
 * A toast for the page the browser loads next: moving between the public site and a portal loads a new page
 * (src/data/page-section.ts), which would drop a toast shown now. Kept for this tab only (sessionStorage).
 */
export function notifyOnNextPage(title: string, tone: ToastTone = 'success', storage: Storage = sessionStorage): void {
  try {
    storage.setItem(NEXT_PAGE_KEY, JSON.stringify({ title, tone }));
  } catch {
    // Storage refused (private mode, full): the toast is a courtesy, the navigation goes on.
  }
}

/** Pure: the toast a previous page left, if the stored text is one. */
export function parseNextPageToast(stored: string | null): { title: string; tone: ToastTone } | null {
  if (!stored) return null;
  try {
    const value = JSON.parse(stored) as { title?: unknown; tone?: unknown };
    const tone = value.tone === 'error' || value.tone === 'info' ? value.tone : 'success';
    return typeof value.title === 'string' && value.title ? { title: value.title, tone } : null;
  } catch {
    return null;
  }
}

/** Shows (once) the toast the previous page left for this one. */
export function showToastFromLastPage(storage: Storage = sessionStorage): void {
  let stored: string | null;
  try {
    stored = storage.getItem(NEXT_PAGE_KEY);
    storage.removeItem(NEXT_PAGE_KEY);
  } catch {
    return;
  }
  const toast = parseNextPageToast(stored);
  if (toast) notify(toast.title, undefined, toast.tone);
}
