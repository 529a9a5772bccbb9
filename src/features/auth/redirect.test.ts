import { describe, expect, it } from 'vitest';
import { accountActionOf, afterAuthPath, safeRedirect } from './redirect';

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

describe('accountActionOf', () => {
  it('reads a password reset link and an email verification link', () => {
    expect(accountActionOf({ mode: 'resetPassword', oobCode: 'abc-123', apiKey: 'k' })).toEqual({
      mode: 'resetPassword',
      oobCode: 'abc-123',
    });
    expect(accountActionOf({ mode: 'verifyEmail', oobCode: ' abc ' })).toEqual({ mode: 'verifyEmail', oobCode: 'abc' });
    expect(accountActionOf({ mode: 'finishSignUp', oobCode: 'n1' })).toEqual({ mode: 'finishSignUp', oobCode: 'n1' });
  });

  it('ignores any other action, a missing or blank code', () => {
    expect(accountActionOf({ mode: 'recoverEmail', oobCode: 'abc' })).toBeUndefined();
    expect(accountActionOf({ mode: 'resetPassword' })).toBeUndefined();
    expect(accountActionOf({ mode: 'verifyEmail', oobCode: ' ' })).toBeUndefined();
    expect(accountActionOf({ mode: 'resetPassword', oobCode: 42 })).toBeUndefined();
  });
});
