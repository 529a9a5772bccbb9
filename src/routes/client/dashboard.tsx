import { createFileRoute } from '@tanstack/react-router';
import { ClientDashboard } from '@/features/client/client-dashboard-page';
import { useCaller } from '@/data/session/use-caller';
import { useSession } from '@/data/session/session-store';

export const Route = createFileRoute('/client/dashboard')({ component: ClientDashboardRoute });

function ClientDashboardRoute() {
  const user = useSession((s) => s.user);
  const caller = useCaller();
  if (!user || !caller) return null;
  return <ClientDashboard caller={caller} fullName={user.fullName || user.email} />;
}
