import { describe, expect, it } from 'vitest';
import { grantRefusal, grantTarget } from './admin-grant.mjs';

describe('admin:grant (#32, finding N3)', () => {
  const user = { uid: 'u1', email: 'new.broker@example.com', emailVerified: false };

  it('refuses an address nobody verified, and says how to grant by uid after confirming the person', () => {
    const refusal = grantRefusal(user, 'email');
    expect(refusal).toContain('has not verified its email address');
    expect(refusal).toContain('npm run admin:grant -- --uid u1');
  });

  it('grants a verified address, or by uid once the operator confirmed who holds it', () => {
    expect(grantRefusal({ ...user, emailVerified: true }, 'email')).toBeNull();
    expect(grantRefusal(user, 'uid')).toBeNull();
  });

  it('reads an email or --uid <uid> from the command line, nothing else', () => {
    expect(grantTarget(['a@example.com'])).toEqual({ email: 'a@example.com' });
    expect(grantTarget(['--uid', 'u1'])).toEqual({ uid: 'u1' });
    expect(grantTarget(['--uid'])).toBeNull();
    expect(grantTarget(['nobody'])).toBeNull();
    expect(grantTarget([])).toBeNull();
  });
});
