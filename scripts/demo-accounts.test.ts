import { describe, expect, it } from 'vitest';
import { demoAccounts } from '../fixtures/accounts';
import { DEMO_ACCOUNTS } from './demo-accounts.mjs';

describe('demo sign-ins (scripts/demo-accounts.mjs)', () => {
  it('are the seed data accounts: same uids, roles, names, emails and phones', () => {
    const fromSeed = demoAccounts.map(({ id, role, fullName, email, phone }) => ({
      uid: id,
      role,
      fullName,
      email,
      phone,
    }));
    expect(
      DEMO_ACCOUNTS.map(({ uid, role, fullName, email, phone }) => ({ uid, role, fullName, email, phone })),
    ).toEqual(fromSeed);
  });

  it('have passwords the sign-up rules accept (at least 6 characters), all different', () => {
    const passwords = DEMO_ACCOUNTS.map((a) => a.password);
    expect(passwords.every((p) => p.length >= 6)).toBe(true);
    expect(new Set(passwords).size).toBe(passwords.length);
  });
});
