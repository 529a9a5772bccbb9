import { describe, expect, it } from 'vitest';
import { checkRoleRequest, withRole } from './profile-input';

describe('checkRoleRequest', () => {
  it('accepts admin and client only', () => {
    expect(checkRoleRequest({ uid: 'u1', role: 'admin' })).toEqual({ ok: true, value: { uid: 'u1', role: 'admin' } });
    expect(checkRoleRequest({ uid: 'u1', role: 'client' })).toMatchObject({ ok: true });
    expect(checkRoleRequest({ uid: 'u1', role: 'owner' })).toEqual({
      ok: false,
      message: 'role must be one of: admin, client',
    });
  });

  it('needs a uid', () => {
    expect(checkRoleRequest({ role: 'admin' })).toMatchObject({ ok: false });
    expect(checkRoleRequest({ uid: '', role: 'admin' })).toMatchObject({ ok: false });
    expect(checkRoleRequest('admin')).toMatchObject({ ok: false });
  });

  it('withRole keeps other claims', () => {
    expect(withRole({ beta: true, role: 'client' }, 'admin')).toEqual({ beta: true, role: 'admin' });
    expect(withRole(undefined, 'client')).toEqual({ role: 'client' });
  });
});
