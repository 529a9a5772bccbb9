import { createFileRoute, Navigate, Outlet, useLocation } from '@tanstack/react-router';
import { requireSession } from '@/features/auth/guards';
import { AccountNotReady } from '@/features/auth/account-not-ready';
import { LoadingScreen } from '@/features/auth/loading-screen';
import { useSession } from '@/data/session/session-store';

/** Guard of every /client/* page: any signed-in session. */
export const Route = createFileRoute('/client')({
  beforeLoad: ({ location }) => requireSession(location.href),
  pendingComponent: LoadingScreen,
  pendingMs: 0,
  component: ClientLayout,
});

function ClientLayout() {
  const status = useSession((s) => s.status);
  const role = useSession((s) => s.role);
  const { pathname, href } = useLocation();
  // Signed out while here (another tab, an expired session): back to the auth page. Only while the
  // location is still ours: during the navigation away the location already names the next page.
  if (status === 'signed-out')
    return pathname.startsWith('/client') ? <Navigate to="/auth" search={{ redirect: href }} replace /> : null;
  if (status === 'loading') return <LoadingScreen />;
  if (role === null) return <AccountNotReady />;
  return <Outlet />;
}
