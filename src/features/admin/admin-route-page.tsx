import { useNavigate } from '@tanstack/react-router';
import { useAdminCaller } from '@/data/session/use-caller';
import { AdminDashboard } from './admin-dashboard';
import type { BlogTabContent } from './tabs/blog-tab';
import type { AdminTab } from './model/search';
import { leadQueryOf, leadSearchOf, type LeadSearch } from '@/features/crm';

/**
 * What the admin routes render: /admin/dashboard?tab=… and the Quick Actions targets /admin/submissions,
 * /admin/listings and /admin/leads (the dashboard with that tab selected). Switching tabs always lands on
 * /admin/dashboard?tab=…, so reload and back keep the tab.
 */
export function AdminRoutePage({
  tab,
  client,
  leadSearch = {},
  path,
  blogTab,
}: {
  tab: AdminTab;
  client?: string;
  /** The Leads tab's filters, as the URL holds them. */
  leadSearch?: LeadSearch;
  path: string;
  blogTab?: BlogTabContent;
}) {
  const caller = useAdminCaller();
  const navigate = useNavigate();
  // The /admin guard renders this only for a signed-in admin.
  if (!caller) return null;
  return (
    <AdminDashboard
      caller={caller}
      blogTab={blogTab}
      tab={tab}
      path={path}
      onTabChange={(next) =>
        void navigate({ to: '/admin/dashboard', search: next === 'dashboard' ? {} : { tab: next } })
      }
      client={client}
      onOpenClient={(id) =>
        void navigate({ to: '/admin/dashboard', search: id ? { tab: 'clients', client: id } : { tab: 'clients' } })
      }
      leadQuery={leadQueryOf(leadSearch)}
      onLeadQueryChange={(query, { replace }) =>
        void navigate({ to: '/admin/dashboard', search: { tab: 'leads', ...leadSearchOf(query) }, replace })
      }
    />
  );
}
