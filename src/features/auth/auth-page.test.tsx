// @vitest-environment jsdom
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { PasswordService } from '@/data/firebase';
import { domRoot } from '../../../tests/unit/dom-root';

const navigate = vi.fn(async () => undefined);
const redirected = vi.fn();
vi.mock('@tanstack/react-router', () => ({
  useNavigate: () => navigate,
  Navigate: (props: { to: string }) => {
    redirected(props.to);
    return null;
  },
}));
vi.mock('@/ui/page-meta', () => ({ PageMeta: () => null }));
vi.mock('@/data/firebase', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/data/firebase')>()),
  loadAuthService: () => new Promise(() => {}),
}));

interface FakeState {
  status: 'loading' | 'signed-out' | 'signed-in';
  user: null;
  role: 'client' | 'admin' | null;
}
const fake = vi.hoisted(() => ({
  signIn: null as unknown as (email: string, password: string) => Promise<unknown>,
  requested: [] as unknown[],
}));
vi.mock('@/data/session/session-store', () => {
  const store = createStore<FakeState>(() => ({ status: 'signed-out', user: null, role: null }));
  return {
    session: {
      store,
      start: () => {},
      signIn: (email: string, password: string) => fake.signIn(email, password),
      requestAccount: async (input: unknown) => {
        fake.requested.push(input);
      },
    },
    useSession: <T,>(select: (s: FakeState) => T) => useStore(store, select),
  };
});

const { AuthPage } = await import('./auth-page');
const { session } = await import('@/data/session/session-store');

const actions: PasswordService = {
  changePassword: vi.fn(async () => undefined),
  requestPasswordReset: vi.fn(async () => undefined),
  checkResetCode: vi.fn(async () => 'kim@example.com'),
  confirmReset: vi.fn(async () => undefined),
};

const dom = domRoot();
const byName = (form: Element, name: string) => form.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
const button = (text: string) => [...dom.container.querySelectorAll('button')].find((b) => b.textContent === text)!;
const form = (label: string) => dom.container.querySelector(`form[aria-label="${label}"]`)!;
async function enter(input: HTMLInputElement, value: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
async function logIn(email: string, password: string) {
  const login = form('Login');
  await enter(byName(login, 'email'), email);
  await enter(byName(login, 'password'), password);
  await act(async () => {
    login.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
}

beforeEach(() => {
  vi.clearAllMocks();
  fake.requested = [];
  session.store.setState({ status: 'signed-out', user: null, role: null });
  fake.signIn = async () => {
    session.store.setState({ status: 'signed-in', user: null, role: 'client' });
    return null;
  };
});

describe('/auth and passwords', () => {
  it('a sign-in with a password that meets the rule goes on at once', async () => {
    await dom.render(<AuthPage actions={actions} />);
    await logIn('kim@example.com', 'sunny-harbour-42');
    expect(navigate).toHaveBeenCalledWith({ to: '/client/dashboard', replace: true });
    expect(dom.container.textContent).not.toContain('Time for a stronger password');
  });

  it('a sign-in with an old-rule password asks for a new one; Later goes on', async () => {
    await dom.render(<AuthPage actions={actions} />);
    await logIn('kim@example.com', 'abc123');
    expect(navigate).not.toHaveBeenCalled();
    expect(redirected).not.toHaveBeenCalled();
    expect(dom.container.textContent).toContain('Time for a stronger password');
    await act(async () => button('Later').click());
    expect(navigate).toHaveBeenCalledWith({ to: '/client/dashboard', replace: true });
    expect(actions.changePassword).not.toHaveBeenCalled();
  });

  it('#32: an account with a second factor asks for the texted code; a mistyped or wrong one says why; the right one goes on', async () => {
    const verify = vi.fn(async (code: string) => {
      if (code !== '123456') throw new Error('That code is not right. Check the text message, or send a new code.');
      session.store.setState({ status: 'signed-in', user: null, role: 'admin' });
    });
    const resend = vi.fn(async () => undefined);
    fake.signIn = async () => ({ hint: '+*******0193', verify, resend });
    await dom.render(<AuthPage actions={actions} redirect="/admin/dashboard" />);
    await logIn('alicia.ferguson@example.com', 'harbour-admin-2026');
    expect(navigate).not.toHaveBeenCalled();
    expect(dom.container.textContent).toContain('We sent a 6-digit code by text message to +*******0193.');
    const code = form('Enter your security code');
    const submit = async () =>
      act(async () => {
        code.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
      });
    await enter(byName(code, 'code'), '12 34');
    await submit();
    expect(verify).not.toHaveBeenCalled();
    expect(code.textContent).toContain('Enter the 6 digits of the code.');
    await enter(byName(code, 'code'), '654321');
    await submit();
    expect(code.textContent).toContain('That code is not right.');
    await act(async () => button('Send a new code').click());
    expect(resend).toHaveBeenCalledTimes(1);
    expect(code.textContent).toContain('A new code is on its way.');
    await enter(byName(code, 'code'), '123 456');
    await submit();
    expect(verify).toHaveBeenLastCalledWith('123456');
    expect(navigate).toHaveBeenCalledWith({ to: '/admin/dashboard', replace: true });
  });

  it('Forgot password? opens the reset form with the address typed', async () => {
    await dom.render(<AuthPage actions={actions} />);
    await enter(byName(form('Login'), 'email'), 'kim@example.com');
    await act(async () => button('Forgot password?').click());
    const reset = form('Reset password');
    expect(byName(reset, 'email').value).toBe('kim@example.com');
    await act(async () => button('Back to login').click());
    expect(form('Login')).not.toBeNull();
  });

  it('a reset link shows "Choose a new password" instead of the tabs', async () => {
    const onResetDone = vi.fn();
    await dom.render(
      <AuthPage actions={actions} action={{ mode: 'resetPassword', oobCode: 'c0de' }} onActionDone={onResetDone} />,
    );
    await act(async () => new Promise((r) => setTimeout(r, 0)));
    expect(dom.container.textContent).toContain('Choose a new password');
    expect(dom.container.textContent).toContain('For kim@example.com');
    expect(dom.container.querySelector('[role="tablist"]')).toBeNull();
  });

  it('#32: sign-up asks no password, sends the form and says the same for any address; Back to login keeps it', async () => {
    await dom.render(<AuthPage actions={actions} />);
    const signUp = form('Sign Up');
    expect(byName(signUp, 'password')).toBeNull();
    await enter(byName(signUp, 'fullName'), 'Dana Munroe');
    await enter(byName(signUp, 'email'), 'dana@example.com');
    await act(async () => {
      signUp.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    });
    expect(fake.requested).toEqual([{ fullName: 'Dana Munroe', email: 'dana@example.com', phone: '' }]);
    expect(navigate).not.toHaveBeenCalled();
    expect(dom.container.textContent).toContain('Check your email');
    expect(dom.container.textContent).toContain(
      "We've sent a link to dana@example.com. Open it to choose your password and finish creating your account.",
    );
    await act(async () => button('Back to login').click());
    expect(byName(form('Login'), 'email').value).toBe('dana@example.com');
  });

  it("#32: a new account's link asks for its password, then signs in to the dashboard", async () => {
    const signedIn = vi.fn();
    fake.signIn = async (email, password) => {
      signedIn(email, password);
      session.store.setState({ status: 'signed-in', user: null, role: 'client' });
      return null;
    };
    await dom.render(<AuthPage actions={actions} action={{ mode: 'finishSignUp', oobCode: 'n3w' }} />);
    await act(async () => new Promise((r) => setTimeout(r, 0)));
    expect(dom.container.textContent).toContain('Choose your password');
    expect(dom.container.textContent).toContain('Your account: kim@example.com');
    const choose = form('Choose your password');
    await enter(byName(choose, 'new-password'), 'Exuma-cays-2026');
    await enter(byName(choose, 'confirm-password'), 'Exuma-cays-2026');
    await act(async () => {
      choose.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    });
    expect(actions.confirmReset).toHaveBeenCalledWith('n3w', 'Exuma-cays-2026');
    expect(signedIn).toHaveBeenCalledWith('kim@example.com', 'Exuma-cays-2026');
    expect(navigate).toHaveBeenCalledWith({ to: '/client/dashboard', replace: true });
  });
});
