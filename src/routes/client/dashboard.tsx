import { createFileRoute } from '@tanstack/react-router';
import { ClientDashboard } from '@/features/client/client-dashboard';
import { useCaller } from '@/features/client/use-client-portal';
import { useSession } from '@/features/auth/session-store';

export const Route = createFileRoute('/client/dashboard')({ component: ClientDashboardRoute });

function ClientDashboardRoute() {
  const user = useSession((s) => s.user);
  const caller = useCaller();
  if (!user || !caller) return null;
  return <ClientDashboard caller={caller} fullName={user.fullName || user.email} />;
}
