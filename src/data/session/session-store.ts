import { createStore, type StoreApi } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type {
  AuthService,
  Role,
  SecondFactorChallenge,
  SecondFactorEnrolment,
  SessionUser,
  SignUpInput,
} from '@/data/firebase';
import { loadAuthService } from '@/data/firebase';
import { logError } from '@/lib/log';
import { recordActivity } from './admin-idle';

export type SessionStatus = 'loading' | 'signed-out' | 'signed-in';

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  /** From the ID token's role claim; null without a session, or when the lookup failed. */
  role: Role | null;
  /**
   * Whether this session passed a second factor (#32). An admin without it has no admin rights (the rules and the
   * functions refuse them): the admin portal asks for the phone instead.
   */
  secondFactor: boolean;
}

/** A tiny flag that a session may exist, so a visitor without one never loads firebase. */
export const SESSION_HINT_KEY = 'hy.session';

export interface SessionHint {
  get(): boolean;
  set(present: boolean): void;
}

export const localStorageHint: SessionHint = {
  get() {
    try {
      return globalThis.localStorage?.getItem(SESSION_HINT_KEY) === '1';
    } catch {
      return false;
    }
  },
  set(present) {
    try {
      if (present) globalThis.localStorage?.setItem(SESSION_HINT_KEY, '1');
      else globalThis.localStorage?.removeItem(SESSION_HINT_KEY);
    } catch {
      // Private mode or storage disabled: the session still works, firebase just loads each time.
    }
  },
};

export interface SessionDeps {
  loadService: () => Promise<AuthService>;
  hint: SessionHint;
  logError: (context: string, error: unknown) => void;
  /** A sign-in here is activity: the idle clock of admin sessions starts again (admin-idle.ts). */
  markActive?: () => void;
}

/**
 * A feature's part in signing out, registered with addSignOutStep (the portal: confirm unsent changes,
 * then delete the user's replica from this device).
 */
export interface SignOutStep {
  /** Asked first; false cancels the sign out and the session stays. */
  confirm?(state: SessionState): Promise<boolean> | boolean;
  /** After every confirmation, before the auth service signs out; a failure is logged and never blocks it. */
  cleanup?(state: SessionState): Promise<void>;
  /**
   * The session ended without a sign out here (#32, finding N7: a demotion revoked it, the account was disabled, the
   * token expired, another tab signed out) or another user signed in: `state` is the session that ended. Nothing can be
   * asked any more; what the device holds of that user goes. A failure is logged.
   */
  lost?(state: SessionState): Promise<void>;
}

export interface Session {
  store: StoreApi<SessionState>;
  /** Resolves the session (idempotent). Without the hint it is 'signed-out' at once, with no firebase. */
  start(): void;
  /** Starts if needed and resolves once status is no longer 'loading'. */
  resolved(): Promise<SessionState>;
  /**
   * Signs in; resolves null once signed in, or the second factor's challenge (#32), whose verify resolves once the
   * session has started.
   */
  signIn(email: string, password: string): Promise<SecondFactorChallenge | null>;
  /** Sends the code that enrols a phone for the signed-in account; its verify resolves once the session passed it. */
  enrolSecondFactor(phoneNumber: string): Promise<SecondFactorEnrolment>;
  /** Whether the signed-in account has a second factor enrolled (false before the auth service loaded). */
  hasSecondFactor(): boolean;
  /** Asks for an account (#32): nothing signs in; the emailed link's page finishes it (its password chosen there). */
  requestAccount(input: SignUpInput): Promise<void>;
  /**
   * Runs the steps' confirmations (false: nothing happens, resolves false), then beforeEnd (e.g. leave the
   * portal pages), the steps' cleanups, and signs out (resolves true).
   */
  signOut(options?: { beforeEnd?: () => Promise<unknown> }): Promise<boolean>;
  /**
   * Ends the session without asking (an admin idle too long): the steps' `lost` parts forget the user on this device,
   * then the auth service signs out. Resolves once both are done; nothing happens without a session.
   */
  end(): Promise<void>;
  /** Adds a step to every sign out; returns its removal. */
  addSignOutStep(step: SignOutStep): () => void;
}

/** How long sign-in/up wait for the auth change event before returning anyway. */
export const SETTLE_MS = 5000;

/**
 * How long a demoted admin's pages wait for the device to forget the admin's data before they change: a database a
 * lingering connection holds is deleted once that connection closes, and the pages must not wait for that.
 */
export const FORGET_WAIT_MS = 5000;

const SIGNED_OUT: SessionState = { status: 'signed-out', user: null, role: null, secondFactor: false };

export function createSession(deps: SessionDeps): Session {
  const store = createStore<SessionState>(() => ({ status: 'loading', user: null, role: null, secondFactor: false }));
  let loaded: AuthService | null = null;
  let started = false;
  let subscribed: Promise<AuthService> | null = null;
  /** Each auth change bumps this; an older role lookup that finishes late is ignored. */
  let generation = 0;
  const signOutSteps = new Set<SignOutStep>();

  /** Set while signOut runs: the auth change it causes is not a session lost. */
  let signingOut = false;

  /** A signed-in session moved to signed out, or to another user, without this page's sign out (finding N7). */
  function endedBySelf(before: SessionState, user: SessionUser | null): boolean {
    return !signingOut && before.status === 'signed-in' && before.user !== null && user?.uid !== before.user.uid;
  }

  async function runLostSteps(before: SessionState) {
    for (const step of signOutSteps) {
      try {
        await step.lost?.(before);
      } catch (error) {
        deps.logError('session ended', error);
      }
    }
  }

  /** The lost steps of one ended session, once: a token refresh repeats the auth change while they run. */
  let lostRun: { key: string; done: Promise<void> } | null = null;
  function forgetLost(before: SessionState): Promise<void> {
    const key = `${before.user?.uid ?? ''}:${before.role ?? ''}`;
    if (lostRun?.key === key) return lostRun.done;
    const done = runLostSteps(before);
    const run = { key, done };
    lostRun = run;
    void done.finally(() => {
      if (lostRun === run) lostRun = null;
    });
    return done;
  }

  async function onChange(service: AuthService, user: SessionUser | null) {
    const mine = ++generation;
    const before = store.getState();
    if (endedBySelf(before, user)) void forgetLost(before);
    if (!user) {
      deps.hint.set(false);
      store.setState(SIGNED_OUT);
      return;
    }
    deps.hint.set(true);
    let role: Role | null;
    let roleKnown = true;
    try {
      role = await service.getRole();
    } catch (error) {
      deps.logError('role lookup', error);
      role = null;
      roleKnown = false;
    }
    if (mine !== generation) return;
    // An admin's token now says otherwise (a demotion: the emulators and a refresh before the revocation lands give a
    // new token, not a sign out): the admin's replica goes before the pages change (finding N7). A failed lookup is
    // no demotion: it must not wipe what an admin has offline.
    if (roleKnown && !signingOut && before.role === 'admin' && role !== 'admin' && before.user?.uid === user.uid)
      await Promise.race([forgetLost(before), new Promise((r) => setTimeout(r, FORGET_WAIT_MS))]);
    if (mine !== generation) return;
    let secondFactor = false;
    if (role === 'admin')
      try {
        secondFactor = await service.passedSecondFactor();
      } catch (error) {
        deps.logError('second factor lookup', error);
      }
    if (mine !== generation) return;
    store.setState({ status: 'signed-in', user, role, secondFactor });
  }

  /** Loads the auth service and follows its changes (once). */
  function follow(): Promise<AuthService> {
    subscribed ??= deps.loadService().then((service) => {
      loaded = service;
      service.onAuthChange((user) => void onChange(service, user));
      return service;
    });
    return subscribed;
  }

  function start() {
    if (started) return;
    started = true;
    if (!deps.hint.get()) {
      store.setState(SIGNED_OUT);
      return;
    }
    follow().catch((error) => {
      deps.logError('session', error);
      store.setState(SIGNED_OUT);
    });
  }

  function resolved(): Promise<SessionState> {
    start();
    const now = store.getState();
    if (now.status !== 'loading') return Promise.resolve(now);
    return new Promise((resolve) => {
      const stop = store.subscribe((state) => {
        if (state.status === 'loading') return;
        stop();
        resolve(state);
      });
    });
  }

  /** Resolves when the state matches, or after timeoutMs with whatever the state is then. */
  function until(match: (state: SessionState) => boolean, timeoutMs: number): Promise<void> {
    if (match(store.getState())) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        stop();
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      const stop = store.subscribe((state) => {
        if (match(state)) done();
      });
    });
  }

  const isSignedIn = (s: SessionState) => s.status === 'signed-in';

  /** The auth service's sign out, as this page's own (not a session lost), and the state it leaves. */
  async function signOutService() {
    const service = await follow();
    signingOut = true;
    try {
      await service.signOut();
    } finally {
      signingOut = false;
    }
    deps.hint.set(false);
    generation++;
    store.setState(SIGNED_OUT);
  }

  return {
    store,
    start,
    resolved,
    async signIn(email, password) {
      const service = await follow();
      const challenge = await service.signIn(email, password);
      if (!challenge) {
        deps.markActive?.();
        await until(isSignedIn, SETTLE_MS);
        return null;
      }
      return {
        ...challenge,
        async verify(code) {
          await challenge.verify(code);
          deps.markActive?.();
          await until(isSignedIn, SETTLE_MS);
        },
      };
    },
    async enrolSecondFactor(phoneNumber) {
      const enrolment = await (await follow()).enrolSecondFactor(phoneNumber);
      return {
        async verify(code) {
          await enrolment.verify(code);
          // The enrolment hands the session a new token that carries the factor: the auth change follows.
          await until((s) => s.secondFactor, SETTLE_MS);
        },
      };
    },
    hasSecondFactor: () => loaded?.hasSecondFactor() ?? false,
    async requestAccount(input) {
      await (await follow()).requestAccount(input);
    },
    async signOut(options = {}) {
      const before = store.getState();
      if (before.status === 'signed-in') {
        for (const step of signOutSteps) if (step.confirm && !(await step.confirm(before))) return false;
      }
      await options.beforeEnd?.();
      if (before.status === 'signed-in') {
        for (const step of signOutSteps) {
          try {
            await step.cleanup?.(before);
          } catch (error) {
            deps.logError('sign out', error);
          }
        }
      }
      await signOutService();
      return true;
    },
    async end() {
      const before = store.getState();
      if (before.status !== 'signed-in') return;
      await forgetLost(before);
      await signOutService();
    },
    addSignOutStep(step) {
      signOutSteps.add(step);
      return () => void signOutSteps.delete(step);
    },
  };
}

export const session = createSession({
  loadService: loadAuthService,
  hint: localStorageHint,
  logError,
  markActive: () => recordActivity(),
});

export function useSession(): SessionState;
export function useSession<T>(select: (state: SessionState) => T): T;
export function useSession<T>(select?: (state: SessionState) => T) {
  return useStore(session.store, select ?? ((s) => s as unknown as T));
}
