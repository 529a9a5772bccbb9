import { createFileRoute } from '@tanstack/react-router';
import { AdminRoutePage } from '@/features/admin';

/** Quick Actions target: the admin dashboard with the Leads tab selected. */
export const Route = createFileRoute('/admin/leads')({
  component: () => <AdminRoutePage tab="leads" path="/admin/leads" />,
});
