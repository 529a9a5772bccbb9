/** Where /client/dashboard sends a fresh session by default (spec: auth success → client dashboard). */
export const DEFAULT_AFTER_AUTH = '/client/dashboard';

/**
 * The `redirect` search param of /auth: only a same-site path ('/x...'), never a protocol-relative
 * '//host', a backslash trick or a full URL, and never /auth itself (no loop).
 */
export function safeRedirect(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const path = value.trim();
  if (!path.startsWith('/') || path.length > 2048) return undefined;
  if (path.startsWith('//') || path.includes('\\')) return undefined;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(path)) return undefined;
  try {
    const url = new URL(path, 'https://same.site');
    if (url.origin !== 'https://same.site') return undefined;
    if (url.pathname === '/auth' || url.pathname.startsWith('/auth/')) return undefined;
    return url.pathname + url.search + url.hash;
  } catch {
    return undefined;
  }
}

export function afterAuthPath(redirect: string | undefined): string {
  return safeRedirect(redirect) ?? DEFAULT_AFTER_AUTH;
}
