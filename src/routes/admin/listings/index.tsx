import { createFileRoute } from '@tanstack/react-router';
import { AdminRoutePage } from '@/features/admin';

/** Quick Actions target: the admin dashboard with the Listings tab selected. */
export const Route = createFileRoute('/admin/listings/')({
  component: () => <AdminRoutePage tab="listings" path="/admin/listings" />,
});
