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
    // A client's file opens on the Clients tab only, for an id that can be one.
    expect(parseAdminSearch({ tab: 'clients', client: 'demo-owner-marina' })).toEqual({
      tab: 'clients',
      client: 'demo-owner-marina',
    });
    expect(parseAdminSearch({ tab: 'leads', client: 'demo-owner-marina' })).toEqual({ tab: 'leads' });
    expect(parseAdminSearch({ tab: 'clients', client: '../x?y' })).toEqual({ tab: 'clients' });
    expect(parseAdminSearch({ tab: 'clients', client: 42 })).toEqual({ tab: 'clients' });
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

  it('keeps the Leads filters on the Leads tab only', () => {
    expect(parseAdminSearch({ tab: 'leads', status: 'new', q: 'boat show' })).toEqual({
      tab: 'leads',
      status: 'new',
      q: 'boat show',
    });
    expect(parseAdminSearch({ tab: 'listings', status: 'new', q: 'boat show' })).toEqual({ tab: 'listings' });
    expect(parseAdminSearch({ status: 'new' })).toEqual({});
  });
});
