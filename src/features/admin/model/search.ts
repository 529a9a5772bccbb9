import { parseLeadSearch, type LeadSearch } from '@/features/crm/model/lead-search';

/** The dashboard's tabs, in the spec's order; the selected one lives in the URL (?tab=listings). */
export const ADMIN_TABS = [
  { value: 'dashboard', label: 'Dashboard' },
  { value: 'listings', label: 'Listings' },
  { value: 'clients', label: 'Clients' },
  { value: 'submissions', label: 'Submissions' },
  { value: 'leads', label: 'Leads' },
  { value: 'blog', label: 'Blog' },
  // Not in the spec's list: how the public site presents the listings (#16, days on market).
  { value: 'settings', label: 'Settings' },
] as const;

export type AdminTab = (typeof ADMIN_TABS)[number]['value'];

/** The dashboard's URL: the tab, and on the Clients tab the open client, on the Leads tab its filters. */
export interface AdminSearch extends LeadSearch {
  /** Omitted for the default tab, so /admin/dashboard stays clean. */
  tab?: Exclude<AdminTab, 'dashboard'>;
  /** On the Clients tab: the client whose file is open (a lead links its boat's owner here). */
  client?: string;
}

export function isAdminTab(value: unknown): value is AdminTab {
  return typeof value === 'string' && ADMIN_TABS.some((t) => t.value === value);
}

/** validateSearch of /admin/dashboard: an unknown or missing tab is the Dashboard tab. */
export function parseAdminSearch(search: Record<string, unknown>): AdminSearch {
  const tab = search.tab;
  if (!isAdminTab(tab) || tab === 'dashboard') return {};
  if (tab === 'leads') return { tab, ...parseLeadSearch(search) };
  const client = search.client;
  return tab === 'clients' && typeof client === 'string' && /^[\w-]{1,128}$/.test(client) ? { tab, client } : { tab };
}

export function selectedTab(search: AdminSearch): AdminTab {
  return search.tab ?? 'dashboard';
}
