import { createFileRoute } from '@tanstack/react-router';
import { ClientDashboard } from '@/features/client/client-dashboard';
import { useSession } from '@/features/auth/session-store';

export const Route = createFileRoute('/client/dashboard')({ component: ClientDashboardRoute });

function ClientDashboardRoute() {
  const user = useSession((s) => s.user);
  if (!user) return null;
  return <ClientDashboard uid={user.uid} fullName={user.fullName || user.email} />;
}
