import { describe, expect, it, vi } from 'vitest';
import type { SessionState } from './session-store';
import { portalSignOutStep, unsentChangesMessage } from './portal-sign-out';

const signedIn: SessionState = {
  status: 'signed-in',
  user: { uid: 'u1', email: 'a@example.com', fullName: 'A B', emailVerified: true },
  role: 'client',
  secondFactor: false,
};

function deps(pending: number, answer: boolean) {
  return {
    countPending: vi.fn(async () => pending),
    removeReplica: vi.fn(async () => {}),
    forgetUser: vi.fn(async () => {}),
    ask: vi.fn(() => answer),
  };
}

describe('portal sign-out step', () => {
  it('with nothing unsent, signs out without asking', async () => {
    const d = deps(0, false);
    expect(await portalSignOutStep(d).confirm!(signedIn)).toBe(true);
    expect(d.ask).not.toHaveBeenCalled();
    expect(d.countPending).toHaveBeenCalledWith({ uid: 'u1', role: 'client' });
  });

  it('with unsent changes, asks; Cancel keeps the session', async () => {
    const d = deps(3, false);
    expect(await portalSignOutStep(d).confirm!(signedIn)).toBe(false);
    expect(d.ask).toHaveBeenCalledWith(
      'You have 3 changes that have not been sent yet. If you log out now they will be deleted from this device.',
    );
    expect(await portalSignOutStep(deps(3, true)).confirm!(signedIn)).toBe(true);
  });

  it("deletes the signed-in user's replica (admins too)", async () => {
    const d = deps(0, true);
    await portalSignOutStep(d).cleanup!({ ...signedIn, role: 'admin' });
    expect(d.removeReplica).toHaveBeenCalledWith({ uid: 'u1', role: 'admin' });
  });

  it('finding N7: a session that ended by itself is forgotten without asking, unsent changes or not', async () => {
    const d = deps(3, false);
    await portalSignOutStep(d).lost!({ ...signedIn, role: 'admin' });
    expect(d.forgetUser).toHaveBeenCalledWith('u1');
    expect(d.ask).not.toHaveBeenCalled();
  });

  it('words one change in the singular', () => {
    expect(unsentChangesMessage(1)).toBe(
      'You have 1 change that has not been sent yet. If you log out now they will be deleted from this device.',
    );
  });
});
