import { describe, expect, it } from 'vitest';
import { afterAuthPath, resetCodeOf, safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it.each(['/client/dashboard', '/admin/dashboard', '/boats?type=catamaran', '/blogs/a-post#share'])(
    'keeps the same-site path %s',
    (path) => {
      expect(safeRedirect(path)).toBe(path);
    },
  );

  it.each([
    ['protocol-relative', '//evil.example/x'],
    ['full URL', 'https://evil.example/'],
    ['javascript URL', 'javascript:alert(1)'],
    ['backslash trick', '/\\evil.example'],
    ['relative path', 'client/dashboard'],
    ['control character', '/client\n/dashboard'],
    ['the auth page itself', '/auth?redirect=/x'],
    ['empty', ''],
  ])('refuses a %s', (_, value) => {
    expect(safeRedirect(value)).toBeUndefined();
  });

  it('refuses non-strings', () => {
    expect(safeRedirect(undefined)).toBeUndefined();
    expect(safeRedirect(42)).toBeUndefined();
    expect(safeRedirect(['/x'])).toBeUndefined();
  });
});

describe('afterAuthPath', () => {
  it('defaults to the client dashboard', () => {
    expect(afterAuthPath(undefined)).toBe('/client/dashboard');
    expect(afterAuthPath('//evil.example')).toBe('/client/dashboard');
    expect(afterAuthPath('/admin/dashboard')).toBe('/admin/dashboard');
  });
});

describe('afterAuthPath', () => {
  it('goes to the page asked for, whoever signs in', () => {
    expect(afterAuthPath('/boats?type=catamaran', 'admin')).toBe('/boats?type=catamaran');
    expect(afterAuthPath('/admin/leads', 'client')).toBe('/admin/leads');
  });

  it("else to the signed-in role's dashboard: admins to the Admin Dashboard, everyone else to the client's", () => {
    expect(afterAuthPath(undefined, 'admin')).toBe('/admin/dashboard');
    expect(afterAuthPath(undefined, 'client')).toBe('/client/dashboard');
    expect(afterAuthPath(undefined, null)).toBe('/client/dashboard');
    expect(afterAuthPath('//evil.example', 'admin')).toBe('/admin/dashboard');
  });
});

describe('resetCodeOf', () => {
  it('reads the code of a password reset link', () => {
    expect(resetCodeOf({ mode: 'resetPassword', oobCode: 'abc-123', apiKey: 'k' })).toBe('abc-123');
  });

  it('ignores any other action, a missing or blank code', () => {
    expect(resetCodeOf({ mode: 'verifyEmail', oobCode: 'abc' })).toBeUndefined();
    expect(resetCodeOf({ mode: 'resetPassword' })).toBeUndefined();
    expect(resetCodeOf({ mode: 'resetPassword', oobCode: ' ' })).toBeUndefined();
    expect(resetCodeOf({ mode: 'resetPassword', oobCode: 42 })).toBeUndefined();
  });
});
