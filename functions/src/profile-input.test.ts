import { describe, expect, it } from 'vitest';
import { checkProfileInput, checkRoleRequest, withRole } from './profile-input';

describe('checkProfileInput (server side of the sign-up rules)', () => {
  it('full name: 1 character refused, 2 accepted (trimmed)', () => {
    expect(checkProfileInput({ fullName: 'A' })).toEqual({
      ok: false,
      message: 'Full name must be at least 2 characters',
    });
    expect(checkProfileInput({ fullName: ' A ' })).toEqual({
      ok: false,
      message: 'Full name must be at least 2 characters',
    });
    expect(checkProfileInput({ fullName: ' Al ' })).toEqual({ ok: true, value: { fullName: 'Al', phone: null } });
  });

  it('phone optional (empty → null), at most 20 characters', () => {
    expect(checkProfileInput({ fullName: 'Al', phone: '' })).toEqual({
      ok: true,
      value: { fullName: 'Al', phone: null },
    });
    expect(checkProfileInput({ fullName: 'Al', phone: '1'.repeat(20) })).toMatchObject({
      ok: true,
      value: { phone: '1'.repeat(20) },
    });
    expect(checkProfileInput({ fullName: 'Al', phone: '1'.repeat(21) })).toMatchObject({ ok: false });
    expect(checkProfileInput({ fullName: 'Al', phone: 42 })).toMatchObject({ ok: false });
  });

  it('refuses a non-object and a missing name', () => {
    expect(checkProfileInput(null)).toMatchObject({ ok: false });
    expect(checkProfileInput({})).toMatchObject({ ok: false, message: 'Full name must be at least 2 characters' });
  });
});

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
