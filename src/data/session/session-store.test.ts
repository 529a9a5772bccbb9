import { describe, expect, it, vi } from 'vitest';
import type { AuthService, Role, SessionUser } from '@/data/firebase';
import { createSession, type SessionHint } from './session-store';

class FakeAuth implements AuthService {
  user: SessionUser | null = null;
  role: Role | null = null;
  roleError: Error | null = null;
  listeners = new Set<(u: SessionUser | null) => void>();
  accounts = new Map<string, { password: string; user: SessionUser; role: Role }>();

  emit() {
    for (const l of this.listeners) l(this.user);
  }
  onAuthChange(listener: (u: SessionUser | null) => void) {
    this.listeners.add(listener);
    queueMicrotask(() => listener(this.user));
    return () => this.listeners.delete(listener);
  }
  async getRole() {
    if (this.roleError) throw this.roleError;
    return this.user ? this.role : null;
  }
  async getVerifiedCaller() {
    return this.user ? { uid: this.user.uid, role: this.role } : null;
  }
  secondFactor = false;
  async signIn(email: string, password: string) {
    const account = this.accounts.get(email);
    if (!account || account.password !== password) throw new Error('Invalid login credentials');
    this.user = account.user;
    this.role = account.role;
    this.emit();
    return null;
  }
  async passedSecondFactor() {
    return this.secondFactor;
  }
  hasSecondFactor() {
    return this.secondFactor;
  }
  async enrolSecondFactor() {
    return {
      verify: async () => {
        this.secondFactor = true;
        this.emit();
      },
    };
  }
  requested: { fullName: string; email: string; phone: string }[] = [];
  async requestAccount(input: { fullName: string; email: string; phone: string }) {
    this.requested.push(input);
  }
  async signOut() {
    this.user = null;
    this.role = null;
    this.emit();
  }
}

function memoryHint(initial: boolean): SessionHint & { value: boolean } {
  const hint = {
    value: initial,
    get: () => hint.value,
    set: (v: boolean) => {
      hint.value = v;
    },
  };
  return hint;
}

function setup(hintPresent: boolean) {
  const auth = new FakeAuth();
  const loadService = vi.fn(async () => auth);
  const hint = memoryHint(hintPresent);
  const logError = vi.fn();
  const session = createSession({ loadService, hint, logError });
  return { auth, loadService, hint, logError, session };
}

const ALICE: SessionUser = { uid: 'a1', email: 'alicia@example.com', fullName: 'Alicia Ferguson', emailVerified: true };

describe('session store', () => {
  it('starts loading, and without the hint resolves signed-out without loading the auth service', async () => {
    const { session, loadService } = setup(false);
    expect(session.store.getState().status).toBe('loading');
    const state = await session.resolved();
    expect(state).toEqual({ status: 'signed-out', user: null, role: null, secondFactor: false });
    expect(loadService).not.toHaveBeenCalled();
  });

  it('with the hint, loads the service and resolves the stored session with its role', async () => {
    const { session, auth, loadService } = setup(true);
    auth.user = ALICE;
    auth.role = 'admin';
    const state = await session.resolved();
    expect(loadService).toHaveBeenCalledTimes(1);
    expect(state).toEqual({ status: 'signed-in', user: ALICE, role: 'admin', secondFactor: false });
  });

  it('with a stale hint (no session any more) resolves signed-out and clears the hint', async () => {
    const { session, hint } = setup(true);
    expect((await session.resolved()).status).toBe('signed-out');
    expect(hint.value).toBe(false);
  });

  it('signIn sets the hint and the role; signOut clears both', async () => {
    const { session, auth, hint } = setup(false);
    auth.accounts.set(ALICE.email, { password: 'secret1', user: ALICE, role: 'client' });
    await session.resolved();
    await session.signIn(ALICE.email, 'secret1');
    expect(session.store.getState()).toEqual({ status: 'signed-in', user: ALICE, role: 'client', secondFactor: false });
    expect(hint.value).toBe(true);
    await session.signOut();
    expect(session.store.getState()).toEqual({ status: 'signed-out', user: null, role: null, secondFactor: false });
    expect(hint.value).toBe(false);
  });

  it('signOut asks each step first: a refusal keeps the session and runs nothing else', async () => {
    const { session, auth } = setup(false);
    auth.accounts.set(ALICE.email, { password: 'secret1', user: ALICE, role: 'client' });
    await session.resolved();
    await session.signIn(ALICE.email, 'secret1');
    const cleanup = vi.fn(async () => {});
    const beforeEnd = vi.fn(async () => {});
    const confirm = vi.fn(() => false);
    session.addSignOutStep({ confirm, cleanup });
    expect(await session.signOut({ beforeEnd })).toBe(false);
    expect(confirm).toHaveBeenCalledWith({ status: 'signed-in', user: ALICE, role: 'client', secondFactor: false });
    expect(beforeEnd).not.toHaveBeenCalled();
    expect(cleanup).not.toHaveBeenCalled();
    expect(session.store.getState().status).toBe('signed-in');
    expect(auth.user).toEqual(ALICE);
  });

  it('signOut runs beforeEnd, then the cleanups with the signed-in state, then signs out; a failed cleanup is logged', async () => {
    const { session, auth, logError } = setup(false);
    auth.accounts.set(ALICE.email, { password: 'secret1', user: ALICE, role: 'admin' });
    await session.resolved();
    await session.signIn(ALICE.email, 'secret1');
    const order: string[] = [];
    session.addSignOutStep({
      confirm: async () => (order.push('confirm'), true),
      cleanup: async (state) => void order.push(`cleanup ${state.user?.uid} ${state.role}`),
    });
    const failing = session.addSignOutStep({ cleanup: async () => Promise.reject(new Error('disk full')) });
    expect(
      await session.signOut({ beforeEnd: async () => order.push(`home (${auth.user ? 'signed in' : 'signed out'})`) }),
    ).toBe(true);
    expect(order).toEqual(['confirm', 'home (signed in)', 'cleanup a1 admin']);
    expect(logError).toHaveBeenCalledWith('sign out', expect.any(Error));
    expect(session.store.getState().status).toBe('signed-out');
    expect(auth.user).toBeNull();

    failing();
    logError.mockClear();
    await session.signIn(ALICE.email, 'secret1');
    await session.signOut();
    expect(logError).not.toHaveBeenCalled();
  });

  it('a failed sign-in leaves the visitor signed out and rethrows the message', async () => {
    const { session, hint } = setup(false);
    await session.resolved();
    await expect(session.signIn('x@example.com', 'nope')).rejects.toThrow('Invalid login credentials');
    expect(session.store.getState().status).toBe('signed-out');
    expect(hint.value).toBe(false);
  });

  it('requestAccount hands the form to the service and signs nobody in (#32: the emailed link finishes it)', async () => {
    const { session, auth } = setup(false);
    await session.resolved();
    await session.requestAccount({ fullName: 'Marina Knowles', email: 'marina@example.com', phone: '' });
    expect(auth.requested).toEqual([{ fullName: 'Marina Knowles', email: 'marina@example.com', phone: '' }]);
    expect(session.store.getState().status).toBe('signed-out');
  });

  it('re-reads the role on every auth change (e.g. a token refresh after a role change)', async () => {
    const { session, auth } = setup(true);
    auth.user = ALICE;
    auth.role = 'client';
    await session.resolved();
    auth.role = 'admin';
    auth.emit();
    await vi.waitFor(() => expect(session.store.getState().role).toBe('admin'));
  });

  it('logs a failed role lookup and treats the role as none', async () => {
    const { session, auth, logError } = setup(true);
    auth.user = ALICE;
    auth.roleError = new Error('token endpoint down');
    const state = await session.resolved();
    expect(state).toEqual({ status: 'signed-in', user: ALICE, role: null, secondFactor: false });
    expect(logError).toHaveBeenCalledWith('role lookup', auth.roleError);
  });

  it('a service that fails to load resolves signed-out and is logged', async () => {
    const logError = vi.fn();
    const session = createSession({
      loadService: () => Promise.reject(new Error('chunk failed')),
      hint: memoryHint(true),
      logError,
    });
    expect((await session.resolved()).status).toBe('signed-out');
    expect(logError).toHaveBeenCalled();
  });

  describe('finding N7: a session that ends by itself forgets the user on this device', () => {
    it("a session Firebase drops (revoked, disabled, expired) runs the steps' lost cleanup with that session", async () => {
      const { session, auth } = setup(true);
      auth.user = ALICE;
      auth.role = 'admin';
      await session.resolved();
      const lost = vi.fn(async () => undefined);
      const cleanup = vi.fn(async () => undefined);
      session.addSignOutStep({ lost, cleanup });
      auth.user = null;
      auth.emit();
      await vi.waitFor(() => expect(lost).toHaveBeenCalledTimes(1));
      expect(lost).toHaveBeenCalledWith({ status: 'signed-in', user: ALICE, role: 'admin', secondFactor: false });
      expect(cleanup).not.toHaveBeenCalled();
      expect(session.store.getState().status).toBe('signed-out');
    });

    it("a demoted admin's new token (role no longer admin) forgets the admin's data before the pages change", async () => {
      const { session, auth } = setup(true);
      auth.user = ALICE;
      auth.role = 'admin';
      await session.resolved();
      const states: Array<string | null> = [];
      const lost = vi.fn(async () => {
        states.push(session.store.getState().role);
      });
      session.addSignOutStep({ lost });
      auth.role = 'client';
      auth.emit();
      await vi.waitFor(() => expect(session.store.getState().role).toBe('client'));
      expect(lost).toHaveBeenCalledWith({ status: 'signed-in', user: ALICE, role: 'admin', secondFactor: false });
      expect(states).toEqual(['admin']);
      // A role lookup that fails (offline) is no demotion.
      auth.role = 'admin';
      auth.emit();
      await vi.waitFor(() => expect(session.store.getState().role).toBe('admin'));
      auth.roleError = new Error('offline');
      auth.emit();
      await vi.waitFor(() => expect(session.store.getState().role).toBeNull());
      expect(lost).toHaveBeenCalledTimes(1);
    });

    it('another user signing in forgets the one before', async () => {
      const { session, auth } = setup(true);
      auth.user = ALICE;
      auth.role = 'admin';
      await session.resolved();
      const lost = vi.fn(async () => undefined);
      session.addSignOutStep({ lost });
      auth.user = { ...ALICE, uid: 'k2', email: 'kevin@example.com' };
      auth.role = 'client';
      auth.emit();
      await vi.waitFor(() => expect(session.store.getState().user?.uid).toBe('k2'));
      expect(lost).toHaveBeenCalledWith(expect.objectContaining({ user: ALICE }));
      // A token refresh of the same user is no loss.
      auth.emit();
      await Promise.resolve();
      expect(lost).toHaveBeenCalledTimes(1);
    });

    it("this page's own sign out runs the cleanup only, never the lost one, and a failing step is logged", async () => {
      const { session, auth, logError } = setup(true);
      auth.user = ALICE;
      auth.role = 'client';
      await session.resolved();
      const lost = vi.fn(async () => undefined);
      const cleanup = vi.fn(async () => undefined);
      session.addSignOutStep({ lost, cleanup });
      expect(await session.signOut()).toBe(true);
      expect(cleanup).toHaveBeenCalledTimes(1);
      expect(lost).not.toHaveBeenCalled();
      await session.signIn('x', 'y').catch(() => undefined);
      auth.user = ALICE;
      auth.emit();
      await vi.waitFor(() => expect(session.store.getState().status).toBe('signed-in'));
      session.addSignOutStep({ lost: () => Promise.reject(new Error('blocked')) });
      auth.user = null;
      auth.emit();
      await vi.waitFor(() => expect(logError).toHaveBeenCalledWith('session ended', expect.any(Error)));
    });
  });

  it('#32: an admin session says whether it passed the second factor; enrolling one carries it into the session', async () => {
    const { session, auth } = setup(true);
    auth.user = ALICE;
    auth.role = 'admin';
    expect(await session.resolved()).toMatchObject({ role: 'admin', secondFactor: false });
    expect(session.hasSecondFactor()).toBe(false);
    const enrolment = await session.enrolSecondFactor('+12425550100');
    await enrolment.verify('123456');
    expect(session.store.getState()).toMatchObject({ role: 'admin', secondFactor: true });
    expect(session.hasSecondFactor()).toBe(true);
    // A client's session never needs it.
    auth.role = 'client';
    auth.emit();
    await vi.waitFor(() => expect(session.store.getState()).toMatchObject({ role: 'client', secondFactor: false }));
  });

  it('#32: a sign-in here is activity (the idle clock of admin sessions starts again); a restored session is not', async () => {
    const auth = new FakeAuth();
    const markActive = vi.fn();
    const session = createSession({
      loadService: async () => auth,
      hint: memoryHint(true),
      logError: vi.fn(),
      markActive,
    });
    auth.user = ALICE;
    auth.role = 'admin';
    await session.resolved();
    expect(markActive).not.toHaveBeenCalled();
    auth.accounts.set(ALICE.email, { password: 'secret1', user: ALICE, role: 'admin' });
    await session.signIn(ALICE.email, 'secret1');
    expect(markActive).toHaveBeenCalledTimes(1);
  });

  it('end() forgets the user on this device without asking, then signs out; without a session it does nothing', async () => {
    const { session, auth, hint } = setup(true);
    auth.user = ALICE;
    auth.role = 'admin';
    await session.resolved();
    const order: string[] = [];
    const confirm = vi.fn(() => false);
    session.addSignOutStep({
      confirm,
      lost: async (state) => void order.push(`lost ${state.user?.uid} (${auth.user ? 'signed in' : 'signed out'})`),
      cleanup: async () => void order.push('cleanup'),
    });
    await session.end();
    expect(order).toEqual(['lost a1 (signed in)']);
    expect(confirm).not.toHaveBeenCalled();
    expect(session.store.getState().status).toBe('signed-out');
    expect(hint.value).toBe(false);
    await session.end();
    expect(order).toHaveLength(1);
  });
});
