/**
 * Pure: the module a failed dynamic import names. Chromium: "Failed to fetch dynamically imported module: URL";
 * Firefox: "error loading dynamically imported module: URL"; Safari names none.
 */
export function failedModuleUrl(error: unknown): string | null {
  const message = error instanceof Error ? error.message : String(error);
  const match = /dynamically imported module:\s*(\S+)/.exec(message);
  if (!match) return null;
  try {
    const url = new URL(match[1]!);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Pure: the error of a dynamic import whose file did not arrive (Chromium, Firefox, Safari wordings). */
export function isModuleLoadFailure(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed/i.test(message);
}

/** Pure: the same file under a URL the page has not used yet. */
export function freshModuleUrl(url: string, attempt: number): string {
  const fresh = new URL(url);
  fresh.searchParams.set('retry', String(attempt));
  return fresh.href;
}

let attempts = 0;

/**
 * A dynamic import that failed (the connection dropped) is remembered by the browser for the page's life: importing the
 * same URL again fails at once. This imports the file it named under a fresh URL (a module that never loaded, so no
 * second copy of anything); `load` is the plain import where the error names no file.
 */
export function importAgain<T>(failure: unknown, load: () => Promise<T>): Promise<T> {
  const url = failedModuleUrl(failure);
  if (!url) return load();
  attempts += 1;
  return import(/* @vite-ignore */ freshModuleUrl(url, attempts)) as Promise<T>;
}
