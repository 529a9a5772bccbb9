import { describe, expect, it } from 'vitest';
import { globToRegExp, headersFor, hostingRules } from './vite-hosting-headers';

describe('Hosting headers on the preview server', () => {
  it('matches globs as Hosting does', () => {
    expect(globToRegExp('**').test('/boats/b-1')).toBe(true);
    expect(globToRegExp('/sw.js').test('/sw.js')).toBe(true);
    expect(globToRegExp('/sw.js').test('/swXjs')).toBe(false);
    expect(globToRegExp('/boats/*').test('/boats/b-1')).toBe(true);
    expect(globToRegExp('/boats/*').test('/boats/b-1/photos')).toBe(false);
  });

  it('every page and file gets the security headers of firebase.json; pages are not cached, assets are', () => {
    const rules = hostingRules();
    for (const path of ['/', '/boats/b-1', '/assets/index-abc.js', '/sw.js', '/robots.txt']) {
      const headers = headersFor(path, rules);
      expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'none'");
      expect(headers['Content-Security-Policy']).toContain("object-src 'none'");
      expect(headers['X-Content-Type-Options']).toBe('nosniff');
      expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['Permissions-Policy']).toContain('camera=()');
    }
    expect(headersFor('/boats/b-1', rules)['Cache-Control']).toBe('no-cache');
    expect(headersFor('/sw.js', rules)['Cache-Control']).toBe('no-cache');
    expect(headersFor('/assets/index-abc.js', rules)['Cache-Control']).toBeUndefined();
  });
});
