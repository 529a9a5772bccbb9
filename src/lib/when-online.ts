/**
 * Runs `load` now, or once the browser is back online. For a chunk's dynamic import: asked for offline, the chunk and
 * the dependencies Vite preloads beside it all fail, and Chromium remembers each failed module for the page's life,
 * so even a retry under a fresh URL (import-again.ts) would stay broken until a reload.
 */
export function whenOnline<T>(load: () => Promise<T>): Promise<T> {
  if (typeof navigator === 'undefined' || typeof window === 'undefined' || navigator.onLine !== false) return load();
  return new Promise<void>((resolve) => window.addEventListener('online', () => resolve(), { once: true })).then(load);
}
