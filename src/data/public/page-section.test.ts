import { describe, expect, it } from 'vitest';
import { leavesPageSection, pageSectionOf } from './page-section';

describe('page section', () => {
  it.each([
    ['/', 'public'],
    ['/boats', 'public'],
    ['/boats/abc', 'public'],
    ['/blogs/some-post', 'public'],
    ['/auth', 'public'],
    ['/administer', 'public'],
    ['/clients', 'public'],
    ['/admin', 'portal'],
    ['/admin/dashboard', 'portal'],
    ['/admin/listings/abc', 'portal'],
    ['/client', 'portal'],
    ['/client/submissions/x/edit', 'portal'],
  ] as const)('%s is %s', (path, section) => {
    expect(pageSectionOf(path)).toBe(section);
  });

  it('a move between the public site and a portal leaves the section; within one it does not', () => {
    expect(leavesPageSection('public', '/admin/dashboard')).toBe(true);
    expect(leavesPageSection('portal', '/boats')).toBe(true);
    expect(leavesPageSection('portal', '/client/listings')).toBe(false);
    expect(leavesPageSection('public', '/contact')).toBe(false);
  });
});
