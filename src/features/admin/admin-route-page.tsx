import { useNavigate } from '@tanstack/react-router';
import { useSession } from '@/features/auth/session-store';
import { AdminDashboard } from './admin-dashboard';
import type { AdminTab } from './model/search';

/**
 * What the admin routes render: /admin/dashboard?tab=… and the Quick Actions targets /admin/submissions,
 * /admin/listings and /admin/leads (the dashboard with that tab selected). Switching tabs always lands on
 * /admin/dashboard?tab=…, so reload and back keep the tab.
 */
export function AdminRoutePage({ tab, path }: { tab: AdminTab; path: string }) {
  const user = useSession((s) => s.user);
  const navigate = useNavigate();
  // The /admin guard renders this only for a signed-in admin.
  if (!user) return null;
  return (
    <AdminDashboard
      caller={{ uid: user.uid, role: 'admin' }}
      tab={tab}
      path={path}
      onTabChange={(next) => void navigate({ to: '/admin/dashboard', search: next === 'dashboard' ? {} : { tab: next } })}
    />
  );
}
