import { createFileRoute } from '@tanstack/react-router';
import { AdminRoutePage } from '@/features/admin';

/** Quick Actions target: the admin dashboard with the Submissions tab selected. */
export const Route = createFileRoute('/admin/submissions')({
  component: () => <AdminRoutePage tab="submissions" path="/admin/submissions" />,
});
