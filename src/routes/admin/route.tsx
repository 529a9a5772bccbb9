import { createFileRoute, Navigate, Outlet, useLocation } from '@tanstack/react-router';
import { requireAdmin } from '@/features/auth/guards';
import { LoadingScreen } from '@/features/auth/loading-screen';
import { useSession } from '@/data/session/session-store';
import { SecondFactorGate } from '@/features/auth';

/** Guard of every /admin/* page: signed-in admin; a signed-in non-admin goes to /client/dashboard. */
export const Route = createFileRoute('/admin')({
  beforeLoad: ({ location }) => requireAdmin(location.href),
  pendingComponent: LoadingScreen,
  pendingMs: 0,
  component: AdminLayout,
});

function AdminLayout() {
  const { status, role, secondFactor } = useSession();
  const { pathname, href } = useLocation();
  // Signed out while here (another tab, an expired session): back to the auth page. Only while the
  // location is still ours: during the navigation away the location already names the next page.
  if (status === 'signed-out')
    return pathname.startsWith('/admin') ? <Navigate to="/auth" search={{ redirect: href }} replace /> : null;
  if (status === 'loading') return <LoadingScreen />;
  // No longer an admin while here (demoted: the device has just forgotten the admin's data). As above, only while the
  // location is ours: a Navigate rendered again during the navigation it started restarts it, for ever.
  if (role !== 'admin') return pathname.startsWith('/admin') ? <Navigate to="/client/dashboard" replace /> : null;
  // No admin rights before the second factor (#32): the rules would refuse every read.
  if (!secondFactor) return <SecondFactorGate />;
  return <Outlet />;
}
