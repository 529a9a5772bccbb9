import { createSmallStore } from '@/lib/small-store';

/** Notification defaults from the spec: at most 3 toasts visible, 4000 ms each. */
export const TOAST_MAX_VISIBLE = 3;
export const TOAST_DURATION_MS = 4000;

export type ToastTone = 'success' | 'error' | 'info';

/** A toast on screen and the attempt whose outcome it reports. */
export interface Toast {
  id: string;
  title: string;
  description: string | undefined;
  tone: ToastTone;
  attempt: number;
}

/**
 * Pure: the toasts a new outcome replaces. Toasts report the outcome of something a person tried (a submit, a
 * sign-in, a save); a stale red 'Validation Error' beside 'Thank you for your submission!' hides what happened.
 * So a new outcome replaces every toast an earlier attempt left; toasts of the same attempt stay together.
 */
export function toastsReplacedBy(shown: readonly Pick<Toast, 'id' | 'attempt'>[], attempt: number): string[] {
  return shown.filter((t) => t.attempt !== attempt).map((t) => t.id);
}

/** Pure: the toasts once `next` is asked for: those it replaces go, `next` joins the end. */
export function toastsWith(toasts: readonly Toast[], next: Toast): Toast[] {
  const replaced = new Set(toastsReplacedBy(toasts, next.attempt));
  return [...toasts.filter((t) => !replaced.has(t.id)), next];
}

/** Pure: the toasts on screen: the first TOAST_MAX_VISIBLE; the others wait for one of them to leave. */
export function visibleToasts(toasts: readonly Toast[]): readonly Toast[] {
  return toasts.length > TOAST_MAX_VISIBLE ? toasts.slice(0, TOAST_MAX_VISIBLE) : toasts;
}

const NONE: readonly Toast[] = [];

/*
 * The toasts asked for: a small store the region (toast-region.tsx) reads; none on the server. Ours rather than Ark
 * UI's toaster, whose machine and portal were about 22 KB of every page's first load (docs/PERFORMANCE.md); and a
 * toast asked for before the region has mounted is simply shown once it has, offline or not.
 */
export const toastStore = createSmallStore<readonly Toast[]>(() => NONE, { server: () => NONE });
let shownSoFar = 0;

/** Takes a toast off the screen (its close button, or its time is up). */
export function dismissToast(id: string): void {
  const toasts = toastStore.get();
  if (toasts.some((t) => t.id === id)) toastStore.set(toasts.filter((t) => t.id !== id));
}

/** One try at something: every toast it shows replaces those of the tries before it (toastsReplacedBy). */
export interface Attempt {
  /** Shows a toast for this try. 'error' is the spec's destructive toast. */
  notify: (title: string, description?: string, tone?: ToastTone) => void;
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
      toastStore.set(toastsWith(toastStore.get(), { id: `toast-${++shownSoFar}`, title, description, tone, attempt }));
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
 * (src/data/public/page-section.ts), which would drop a toast shown now. Kept for this tab only (sessionStorage).
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
