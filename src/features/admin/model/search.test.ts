import { describe, expect, it } from 'vitest';
import { ADMIN_TABS, parseAdminSearch, selectedTab } from './search';

describe('admin dashboard search params', () => {
  it('has the spec tabs in order, then the site settings', () => {
    expect(ADMIN_TABS.map((t) => t.label)).toEqual([
      'Dashboard',
      'Listings',
      'Clients',
      'Submissions',
      'Leads',
      'Blog',
      'Settings',
    ]);
  });
  it('keeps a known tab and drops anything else', () => {
    expect(parseAdminSearch({ tab: 'leads' })).toEqual({ tab: 'leads' });
    expect(parseAdminSearch({ tab: 'blog', other: 1 })).toEqual({ tab: 'blog' });
    expect(parseAdminSearch({ tab: 'settings' })).toEqual({ tab: 'settings' });
    expect(parseAdminSearch({ tab: 'dashboard' })).toEqual({});
    expect(parseAdminSearch({ tab: 'secrets' })).toEqual({});
    expect(parseAdminSearch({ tab: 3 })).toEqual({});
    expect(parseAdminSearch({})).toEqual({});
  });
  it('defaults to the Dashboard tab', () => {
    expect(selectedTab({})).toBe('dashboard');
    expect(selectedTab({ tab: 'clients' })).toBe('clients');
  });
});
