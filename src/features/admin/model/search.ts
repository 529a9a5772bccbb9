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

export interface AdminSearch {
  /** Omitted for the default tab, so /admin/dashboard stays clean. */
  tab?: Exclude<AdminTab, 'dashboard'>;
}

export function isAdminTab(value: unknown): value is AdminTab {
  return typeof value === 'string' && ADMIN_TABS.some((t) => t.value === value);
}

/** validateSearch of /admin/dashboard: an unknown or missing tab is the Dashboard tab. */
export function parseAdminSearch(search: Record<string, unknown>): AdminSearch {
  const tab = search.tab;
  return isAdminTab(tab) && tab !== 'dashboard' ? { tab } : {};
}

export function selectedTab(search: AdminSearch): AdminTab {
  return search.tab ?? 'dashboard';
}
