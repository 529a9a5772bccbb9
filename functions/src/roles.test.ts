import { describe, expect, it } from 'vitest';
import { tokenIsAdmin } from './roles';

describe('finding 14: tokenIsAdmin', () => {
  it('an admin token speaks for an admin unless it was signed in at or before a demotion', () => {
    expect(tokenIsAdmin({ role: 'admin', auth_time: 100 }, null)).toBe(true);
    expect(tokenIsAdmin({ role: 'admin', auth_time: 100 }, 100)).toBe(false);
    expect(tokenIsAdmin({ role: 'admin', auth_time: 99 }, 100)).toBe(false);
    expect(tokenIsAdmin({ role: 'admin', auth_time: 101 }, 100)).toBe(true);
    expect(tokenIsAdmin({ role: 'client', auth_time: 101 }, null)).toBe(false);
    expect(tokenIsAdmin({ auth_time: 101 }, null)).toBe(false);
  });
});
