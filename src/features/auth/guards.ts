import { redirect } from '@tanstack/react-router';
import { session, type SessionState } from '@/data/session/session-store';

/** beforeLoad of /client/*: no session → /auth with the asked path to come back to. */
export async function requireSession(askedFor: string): Promise<SessionState> {
  const state = await session.resolved();
  if (state.status !== 'signed-in') throw redirect({ to: '/auth', search: { redirect: askedFor } });
  return state;
}

/** beforeLoad of /admin/*: no session → /auth; a signed-in non-admin → /client/dashboard. */
export async function requireAdmin(askedFor: string): Promise<SessionState> {
  const state = await requireSession(askedFor);
  if (state.role !== 'admin') throw redirect({ to: '/client/dashboard' });
  return state;
}
