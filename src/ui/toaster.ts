import { useSyncExternalStore } from 'react';

/** Notification defaults from the spec: at most 3 toasts visible, 4000 ms each. */
export const TOAST_MAX_VISIBLE = 3;
export const TOAST_DURATION_MS = 4000;

export type ToastTone = 'success' | 'error' | 'info';

/** A toast on screen and the attempt whose outcome it reports. */
export interface ShownToast {
  id: string;
  attempt: number | undefined;
}

/**
 * Pure: the toasts a new outcome replaces. Toasts report the outcome of something a person tried (a submit, a
 * sign-in, a save); a stale red 'Validation Error' beside 'Thank you for your submission!' hides what happened.
 * So a new outcome replaces every toast an earlier attempt left; toasts of the same attempt stay together.
 */
export function toastsReplacedBy(shown: readonly ShownToast[], attempt: number): string[] {
  return shown.filter((t) => t.attempt !== attempt).map((t) => t.id);
}

/** One try at something: every toast it shows replaces those of the tries before it (toastsReplacedBy). */
export interface Attempt {
  /** Shows a toast for this try. 'error' is the spec's destructive toast. */
  notify: (title: string, description?: string, tone?: ToastTone) => void;
}

/** A toast asked for, with the attempt it reports on (toast-store.ts shows it). */
export interface ToastRequest {
  title: string;
  description: string | undefined;
  tone: ToastTone;
  attempt: number;
}

/**
 * The toasts asked for before the toasts' code has loaded, and where to send them once it has. The code (Ark UI's
 * toaster and its portal, about 10 KB) loads with the first toast, not on every page's first load
 * (src/lib/budgets.ts): what waits is shown in order, as soon as the region is on the page to announce it.
 */
export function createToastQueue() {
  const waiting: ToastRequest[] = [];
  const listeners = new Set<() => void>();
  let show: ((toast: ToastRequest) => void) | null = null;
  let wanted = false;
  return {
    request(toast: ToastRequest) {
      if (show) return show(toast);
      waiting.push(toast);
      if (wanted) return;
      wanted = true;
      for (const listener of listeners) listener();
    },
    /** Whether a toast has been asked for: the region mounts (and its code loads) from then on. */
    wanted: () => wanted,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** The mounted region takes the toasts: first those that waited, then each as it comes. */
    connect(shower: (toast: ToastRequest) => void) {
      show = shower;
      for (const toast of waiting.splice(0)) shower(toast);
      return () => {
        if (show === shower) show = null;
      };
    },
  };
}

const queue = createToastQueue();
export const connectToastRegion = queue.connect;

/** Whether the toast region is needed on this page yet (false in the build's HTML and until the first toast). */
export function useToastsWanted(): boolean {
  return useSyncExternalStore(queue.subscribe, queue.wanted, () => false);
}

let attempts = 0;

/**
 * Starts an attempt: call it once per try (per submit), and show that try's toasts with its notify. A try with
 * a single toast can use notify() directly.
 */
export function startAttempt(): Attempt {
  const attempt = ++attempts;
  return {
    notify(title, description, tone = 'success') {
      queue.request({ title, description, tone, attempt });
    },
  };
}

/** Shows a toast that is the whole outcome of its try (see startAttempt). 'error' is the spec's destructive toast. */
export function notify(title: string, description?: string, tone: ToastTone = 'success'): void {
  startAttempt().notify(title, description, tone);
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
