/**
 * When the app's own code cannot load any more on this page: a chunk whose dependencies were in flight when the
 * connection dropped. Chromium remembers each failed module for the page's life, so even a fresh URL of the chunk
 * (import-again.ts) fails while it imports them: only a reload brings them back. The page then asks the person to
 * reload (app/pwa), never on its own: a form they are typing in would be lost.
 */
export const CODE_RELOAD_EVENT = 'hy:code-reload-needed';

/**
 * Pure: whether a failed load of a chunk means the page needs a reload: it failed again under a fresh URL
 * (attempt 1 or later) while the browser was online. The first failure may be the connection itself.
 */
export function needsReload(attempt: number, online: boolean): boolean {
  return attempt >= 1 && online;
}

/** Tells the page (app/pwa/pwa-store.ts) to offer a reload. */
export function askForReload(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CODE_RELOAD_EVENT));
}
