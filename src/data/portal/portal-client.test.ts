import { describe, expect, it } from 'vitest';
import { NotSignedInError, verifiedCaller } from './portal-client';

describe('verifiedCaller: the backend acts for the ID token, not the UI state', () => {
  it('downgrades a role tampered into the UI store to what the token says', async () => {
    expect(await verifiedCaller({ uid: 'u1', role: 'admin' }, async () => ({ uid: 'u1', role: 'client' }))).toEqual({
      uid: 'u1',
      role: 'client',
    });
    expect(await verifiedCaller({ uid: 'u1', role: 'admin' }, async () => ({ uid: 'u1', role: null }))).toEqual({
      uid: 'u1',
      role: 'client',
    });
  });
  it('keeps a real admin an admin', async () => {
    expect(await verifiedCaller({ uid: 'a', role: 'admin' }, async () => ({ uid: 'a', role: 'admin' }))).toEqual({
      uid: 'a',
      role: 'admin',
    });
  });
  it('refuses another user id or no session', async () => {
    await expect(
      verifiedCaller({ uid: 'u2', role: 'client' }, async () => ({ uid: 'u1', role: 'client' })),
    ).rejects.toBeInstanceOf(NotSignedInError);
    await expect(verifiedCaller({ uid: 'u1', role: 'client' }, async () => null)).rejects.toBeInstanceOf(
      NotSignedInError,
    );
  });
});
