import { describe, expect, it } from 'vitest';
import { tokenIsAdmin } from './roles';

const MFA = { sign_in_provider: 'password', sign_in_second_factor: 'phone' };

describe('#32: admin rights need a session that passed the second factor', () => {
  it('refuses an admin token without it, whatever else it says', () => {
    expect(tokenIsAdmin({ role: 'admin', auth_time: 100 }, null)).toBe(false);
    expect(tokenIsAdmin({ role: 'admin', firebase: { sign_in_provider: 'password' }, auth_time: 100 }, null)).toBe(
      false,
    );
    expect(tokenIsAdmin({ role: 'admin', firebase: { sign_in_second_factor: '' }, auth_time: 100 }, null)).toBe(false);
    expect(tokenIsAdmin({ role: 'admin', firebase: MFA, auth_time: 100 }, null)).toBe(true);
  });
});

describe('finding 14: tokenIsAdmin', () => {
  it('an admin token speaks for an admin unless it was signed in at or before a demotion', () => {
    expect(tokenIsAdmin({ role: 'admin', firebase: MFA, auth_time: 100 }, null)).toBe(true);
    expect(tokenIsAdmin({ role: 'admin', firebase: MFA, auth_time: 100 }, 100)).toBe(false);
    expect(tokenIsAdmin({ role: 'admin', firebase: MFA, auth_time: 99 }, 100)).toBe(false);
    expect(tokenIsAdmin({ role: 'admin', firebase: MFA, auth_time: 101 }, 100)).toBe(true);
    expect(tokenIsAdmin({ role: 'client', auth_time: 101 }, null)).toBe(false);
    expect(tokenIsAdmin({ auth_time: 101 }, null)).toBe(false);
  });
});
