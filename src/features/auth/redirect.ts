/** Where a fresh session goes when it asked for no page: its portal's dashboard (#18: admins to the Admin Dashboard). */
export const DEFAULT_AFTER_AUTH = '/client/dashboard';
export const ADMIN_AFTER_AUTH = '/admin/dashboard';

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

/** Pure: the page asked for (when safe), else the dashboard of the signed-in role. */
export function afterAuthPath(redirect: string | undefined, role: string | null = null): string {
  return safeRedirect(redirect) ?? (role === 'admin' ? ADMIN_AFTER_AUTH : DEFAULT_AFTER_AUTH);
}

/**
 * The account links this site handles on /auth: Firebase's (the project's action URL) and the backend's own for a new
 * account (#32: `finishSignUp`, a reset code whose page says "Choose your password").
 */
export type AccountAction = { mode: 'resetPassword' | 'verifyEmail' | 'finishSignUp'; oobCode: string };

const ACTIONS: ReadonlySet<string> = new Set(['resetPassword', 'verifyEmail', 'finishSignUp']);

/**
 * Pure: the account link's search on /auth: `?mode=resetPassword|verifyEmail|finishSignUp&oobCode=…` gives the
 * action, anything else none.
 */
export function accountActionOf(search: Record<string, unknown>): AccountAction | undefined {
  const { mode, oobCode } = search;
  if (typeof mode !== 'string' || !ACTIONS.has(mode) || typeof oobCode !== 'string' || oobCode.trim() === '')
    return undefined;
  return { mode: mode as AccountAction['mode'], oobCode: oobCode.trim() };
}
