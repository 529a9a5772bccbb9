import { Tabs } from '@ark-ui/react/tabs';
import { css } from 'styled-system/css';
import type { Caller } from '@/data/caller';
import { PageMeta } from '@/ui/page-meta';
import { countBadge } from '@/ui/count-badge';
import { ADMIN_TABS, type AdminTab } from './model/search';
import { LeadNotificationsPanel, LeadsTab, useLeadNotifications, type LeadQuery } from '@/features/crm';
import { OverviewTab } from './tabs/overview-tab';
import { ListingsTab } from './tabs/listings-tab';
import { ClientsTab } from './tabs/clients-tab';
import { SubmissionsTab } from './tabs/submissions-tab';
import { BlogTab, type BlogTabContent } from './tabs/blog-tab';
import { SettingsTab } from './tabs/settings-tab';

interface Props {
  caller: Caller;
  tab: AdminTab;
  onTabChange: (tab: AdminTab) => void;
  /** The client whose file is open on the Clients tab, and how to open (or close: null) one. */
  client?: string;
  onOpenClient: (id: string | null) => void;
  /** The Leads tab's filters (from the URL), and how a change is written back (replace: typing, not a new entry). */
  leadQuery: LeadQuery;
  onLeadQueryChange: (query: LeadQuery, how: { replace: boolean }) => void;
  /** Canonical path of the page this is shown on (/admin/dashboard, /admin/leads, ...). */
  path: string;
  /** What the Blog tab shows (the route passes the blog CMS feature). */
  blogTab?: BlogTabContent;
}

const tabList = css({
  display: 'flex',
  gap: '1',
  overflowX: 'auto',
  borderBottomWidth: '1px',
  borderColor: 'border',
  mb: '6',
});
const tabTrigger = css({
  px: '4',
  py: '2',
  fontWeight: 'medium',
  color: 'muted',
  bg: 'transparent',
  border: 'none',
  borderBottomWidth: '2px',
  borderBottomStyle: 'solid',
  borderColor: 'transparent',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  mb: '-1px',
  _selected: { color: 'navy.800', borderColor: 'navy.700' },
  _hover: { color: 'navy.800' },
});

/** /admin/dashboard: the admin portal's tabs; the selected tab lives in the URL. */
export function AdminDashboard({
  caller,
  tab,
  onTabChange,
  client,
  onOpenClient,
  leadQuery,
  onLeadQueryChange,
  path,
  blogTab,
}: Props) {
  const notifications = useLeadNotifications(caller);
  const unread = notifications.unread?.length ?? 0;
  return (
    <section className={css({ maxW: '7xl', mx: 'auto', px: '4', py: { base: '8', md: '12' } })}>
      <PageMeta title="Admin Dashboard" description="Manage listings, submissions, and inquiries" path={path} />
      <header className={css({ mb: '6' })}>
        <h1 className={css({ fontFamily: 'heading', fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold' })}>
          Admin Dashboard
        </h1>
        <p className={css({ color: 'muted', mt: '1' })}>Manage listings, submissions, and inquiries</p>
        <div className={css({ mt: '3' })}>
          <LeadNotificationsPanel notifications={notifications} onOpenLeads={() => onTabChange('leads')} />
        </div>
      </header>
      <Tabs.Root value={tab} onValueChange={(d) => onTabChange(d.value as AdminTab)} lazyMount unmountOnExit>
        <Tabs.List className={tabList} aria-label="Admin sections">
          {ADMIN_TABS.map((t) => (
            <Tabs.Trigger key={t.value} value={t.value} className={tabTrigger}>
              {t.label}
              {t.value === 'leads' && unread > 0 ? (
                // The count is told by the New leads button; here it is for the eye.
                <span aria-hidden="true" data-testid="leads-tab-count" className={countBadge}>
                  {unread}
                </span>
              ) : null}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="dashboard">
          <OverviewTab caller={caller} onOpenTab={onTabChange} />
        </Tabs.Content>
        <Tabs.Content value="listings">
          <ListingsTab caller={caller} />
        </Tabs.Content>
        <Tabs.Content value="clients">
          <ClientsTab caller={caller} openClient={client ?? null} onOpenClient={onOpenClient} />
        </Tabs.Content>
        <Tabs.Content value="submissions">
          <SubmissionsTab caller={caller} />
        </Tabs.Content>
        <Tabs.Content value="leads">
          <LeadsTab caller={caller} onOpenClient={onOpenClient} query={leadQuery} onQueryChange={onLeadQueryChange} />
        </Tabs.Content>
        <Tabs.Content value="blog">
          <BlogTab caller={caller} content={blogTab} />
        </Tabs.Content>
        <Tabs.Content value="settings">
          <SettingsTab caller={caller} />
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}
