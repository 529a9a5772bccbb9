import { describe, expect, it } from 'vitest';
import { callerOf, callerWithRights } from './use-caller';

describe('callerOf', () => {
  it('is the signed-in user; an admin role stays admin, any other role (or none yet) is client-level', () => {
    expect(callerOf({ user: { uid: 'u1' }, role: 'admin' })).toEqual({ uid: 'u1', role: 'admin' });
    expect(callerOf({ user: { uid: 'u1' }, role: 'client' })).toEqual({ uid: 'u1', role: 'client' });
    expect(callerOf({ user: { uid: 'u1' }, role: 'broker' })).toEqual({ uid: 'u1', role: 'client' });
    expect(callerOf({ user: { uid: 'u1' }, role: null })).toEqual({ uid: 'u1', role: 'client' });
    expect(callerOf({ user: null, role: 'admin' })).toBeNull();
  });
});

describe('#32: callerWithRights', () => {
  it('opens no replica for an admin session without the second factor; with it, the admin', () => {
    expect(callerWithRights({ user: { uid: 'u1' }, role: 'admin', secondFactor: false })).toBeNull();
    expect(callerWithRights({ user: { uid: 'u1' }, role: 'admin', secondFactor: true })).toEqual({
      uid: 'u1',
      role: 'admin',
    });
    expect(callerWithRights({ user: { uid: 'u1' }, role: 'client', secondFactor: false })).toEqual({
      uid: 'u1',
      role: 'client',
    });
  });
});
