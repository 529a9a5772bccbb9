/** Where the product logs things the spec says are 'logged only'. One place, so a remote sink can be added later. */
export function logError(context: string, error: unknown): void {
  console.error(`[${context}]`, error);
}

export function logNotFound(path: string): void {
  console.warn('404 Error: User attempted to access non-existent route:', path);
}
