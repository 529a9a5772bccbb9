import { createFileRoute } from '@tanstack/react-router';
import { AdminRoutePage, parseAdminSearch, selectedTab } from '@/features/admin';

export const Route = createFileRoute('/admin/dashboard')({
  validateSearch: parseAdminSearch,
  component: AdminDashboardRoute,
});

function AdminDashboardRoute() {
  const search = Route.useSearch();
  return <AdminRoutePage tab={selectedTab(search)} path="/admin/dashboard" />;
}
