import { lazy } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { AdminRoutePage } from '@/features/admin';
// The search parser comes from its own small module: route options are not code-split, so importing it
// through the feature's index would put the whole admin portal on every public page's critical path.
import { parseAdminSearch, selectedTab } from '@/features/admin/model/search';

export const Route = createFileRoute('/admin/dashboard')({
  validateSearch: parseAdminSearch,
  component: AdminDashboardRoute,
});

/** The blog CMS list, loaded when the Blog tab is first opened. */
const AdminBlogTab = lazy(async () => ({ default: (await import('@/features/admin-blog')).AdminBlogTab }));

function AdminDashboardRoute() {
  const search = Route.useSearch();
  return (
    <AdminRoutePage
      tab={selectedTab(search)}
      client={search.client}
      leadSearch={search}
      path="/admin/dashboard"
      blogTab={AdminBlogTab}
    />
  );
}
