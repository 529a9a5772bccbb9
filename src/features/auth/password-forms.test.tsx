// @vitest-environment jsdom
import { act, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AuthServiceError } from '@/data/firebase';
import { domRoot } from '../../../tests/unit/dom-root';
import { ChangePasswordPrompt } from './change-password-prompt';
import { FORGOT_PASSWORD_TEXTS, ForgotPasswordForm } from './forgot-password-form';
import { NewPasswordField } from './password-fields';
import { ResetPasswordPanel } from './reset-password-panel';

const dom = domRoot();
const $ = <T extends Element = HTMLElement>(selector: string) => dom.container.querySelector<T>(selector)!;
const byName = (name: string) => $<HTMLInputElement>(`[name="${name}"]`);
const buttonNamed = (text: string) =>
  [...dom.container.querySelectorAll('button')].find((b) => b.textContent === text)!;

async function enter(name: string, value: string) {
  const el = byName(name);
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
async function submit() {
  await act(async () => {
    $('form').dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
}
/** Lets pending promises settle inside act. */
const settle = () => act(async () => new Promise((r) => setTimeout(r, 0)));

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('a new password field', () => {
  it('ties the rule and a politely announced strength to the field, and says the strength as it is typed', async () => {
    function Harness() {
      const [value, setValue] = useState('');
      return <NewPasswordField label="Password" name="password" value={value} onChange={setValue} />;
    }
    await dom.render(<Harness />);
    const input = byName('password');
    const described = input.getAttribute('aria-describedby')!;
    const hint = document.getElementById(described)!;
    expect(hint.textContent).toContain('At least 10 characters, and not a common password.');
    const live = hint.querySelector('[aria-live="polite"]')!;
    expect(live.textContent).toBe('');

    await enter('password', 'abc');
    expect(live.textContent).toBe('Strength: weak (fewer than 10 characters)');
    await enter('password', 'password123');
    expect(live.textContent).toBe('Strength: weak (a very common password)');
    await enter('password', 'kdjfhgqwpz');
    expect(live.textContent).toContain('Strength: fair');
    await enter('password', 'Bimini-tides-7');
    expect(live.textContent).toBe('Strength: strong');
    expect(live.getAttribute('data-strength')).toBe('strong');
  });
});

describe('Forgot password?', () => {
  const render = (requestPasswordReset: (email: string, url: string) => Promise<void>, onBack = vi.fn()) =>
    dom.render(
      <ForgotPasswordForm
        actions={{ requestPasswordReset }}
        continueUrl="https://example.test/auth"
        initialEmail="kim@example.com"
        onBack={onBack}
      />,
    );
  const status = () => $('[role="status"]').textContent;

  it('sends the link with the continue URL, the button off while it is sent, then says the one answer', async () => {
    const sent = deferred();
    const request = vi.fn(() => sent.promise);
    await render(request);
    expect(document.activeElement?.textContent).toBe('Reset your password');
    await submit();
    expect(request).toHaveBeenCalledExactlyOnceWith('kim@example.com', 'https://example.test/auth');
    const send = $<HTMLButtonElement>('button[type="submit"]');
    expect(send.disabled).toBe(true);
    expect(send.textContent).toBe('Sending...');
    await submit();
    expect(request).toHaveBeenCalledTimes(1);
    await act(async () => sent.resolve());
    expect(status()).toBe("If an account exists for that address, we've sent a link to reset the password.");
    expect(send.disabled).toBe(true);
  });

  it('answers the same for an address without an account (the data layer resolves for it)', async () => {
    // password-service.ts resolves for auth/user-not-found: the form sees a sent link either way.
    await render(async () => undefined);
    await enter('email', 'nobody@example.com');
    await submit();
    expect(status()).toBe(FORGOT_PASSWORD_TEXTS.sent);
    expect(dom.container.querySelector('[role="alert"]')).toBeNull();
  });

  it('puts a malformed address under the field and sends nothing', async () => {
    const request = vi.fn(async () => undefined);
    await render(request);
    await enter('email', 'kim@');
    await submit();
    expect(request).not.toHaveBeenCalled();
    expect(byName('email').getAttribute('aria-invalid')).toBe('true');
    expect(dom.container.textContent).toContain('Invalid email address');
    expect(status()).toBe('');
  });

  it('says a network failure clearly and lets the visitor try again', async () => {
    const request = vi
      .fn<(email: string, url: string) => Promise<void>>()
      .mockRejectedValueOnce(
        new AuthServiceError('Network error: check your connection and try again.', 'auth/network-request-failed'),
      )
      .mockResolvedValueOnce(undefined);
    await render(request);
    await submit();
    expect($('[role="alert"]').textContent).toBe('Network error: check your connection and try again.');
    expect(status()).toBe('');
    expect($<HTMLButtonElement>('button[type="submit"]').disabled).toBe(false);
    await submit();
    expect(status()).toBe(FORGOT_PASSWORD_TEXTS.sent);
  });

  it('goes back to the login form', async () => {
    const onBack = vi.fn();
    await render(async () => undefined, onBack);
    await act(async () => buttonNamed('Back to login').click());
    expect(onBack).toHaveBeenCalledOnce();
  });
});

describe('the new password asked after a sign-in with an old-rule password', () => {
  it('checks the rule and the confirmation, then changes the password', async () => {
    const changePassword = vi.fn(async () => undefined);
    const onChanged = vi.fn();
    await dom.render(<ChangePasswordPrompt actions={{ changePassword }} onChanged={onChanged} onLater={vi.fn()} />);
    expect(document.activeElement?.textContent).toBe('Time for a stronger password');

    await enter('new-password', 'short');
    await enter('confirm-password', 'short');
    await submit();
    expect(dom.container.textContent).toContain('Password must be at least 10 characters');
    await enter('new-password', 'password123');
    await enter('confirm-password', 'password123');
    await submit();
    expect(dom.container.textContent).toContain('This password is too common. Choose another.');
    await enter('new-password', 'Bimini-tides-7');
    await enter('confirm-password', 'Bimini-tides-8');
    await submit();
    expect(dom.container.textContent).toContain('Passwords do not match');
    expect(changePassword).not.toHaveBeenCalled();

    await enter('confirm-password', 'Bimini-tides-7');
    await submit();
    expect(changePassword).toHaveBeenCalledExactlyOnceWith('Bimini-tides-7');
    expect(onChanged).toHaveBeenCalledOnce();
  });

  it('Later goes on without changing it', async () => {
    const changePassword = vi.fn(async () => undefined);
    const onLater = vi.fn();
    await dom.render(<ChangePasswordPrompt actions={{ changePassword }} onChanged={vi.fn()} onLater={onLater} />);
    await act(async () => buttonNamed('Later').click());
    expect(onLater).toHaveBeenCalledOnce();
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('shows a refusal of the service in the form', async () => {
    const changePassword = vi.fn(async () => {
      throw new AuthServiceError(
        'For your security, log in again before changing your password.',
        'auth/requires-recent-login',
      );
    });
    await dom.render(<ChangePasswordPrompt actions={{ changePassword }} onChanged={vi.fn()} onLater={vi.fn()} />);
    await enter('new-password', 'Bimini-tides-7');
    await enter('confirm-password', 'Bimini-tides-7');
    await submit();
    expect($('[role="alert"]').textContent).toBe('For your security, log in again before changing your password.');
  });
});

describe('a reset link on /auth', () => {
  it('checks the code, then sets the new password and says so', async () => {
    const checkResetCode = vi.fn(async () => 'kim@example.com');
    const confirmReset = vi.fn(async () => undefined);
    const onDone = vi.fn();
    await dom.render(
      <ResetPasswordPanel
        code="c0de"
        actions={{ checkResetCode, confirmReset }}
        onDone={onDone}
        onAskAgain={vi.fn()}
      />,
    );
    await settle();
    expect(checkResetCode).toHaveBeenCalledWith('c0de');
    expect(dom.container.textContent).toContain('Choose a new password');
    expect(dom.container.textContent).toContain('For kim@example.com');
    await enter('new-password', 'Bimini-tides-7');
    await enter('confirm-password', 'Bimini-tides-7');
    await submit();
    expect(confirmReset).toHaveBeenCalledExactlyOnceWith('c0de', 'Bimini-tides-7');
    expect(onDone).toHaveBeenCalledExactlyOnceWith('kim@example.com', 'Bimini-tides-7');
  });

  it('an invalid or expired code says so and offers a new link', async () => {
    const checkResetCode = vi.fn(async () => {
      throw new AuthServiceError('This password reset link is invalid or has expired.', 'auth/expired-action-code');
    });
    const onAskAgain = vi.fn();
    await dom.render(
      <ResetPasswordPanel
        code="old"
        actions={{ checkResetCode, confirmReset: vi.fn() }}
        onDone={vi.fn()}
        onAskAgain={onAskAgain}
      />,
    );
    await settle();
    expect($('[role="alert"]').textContent).toBe('This password reset link is invalid or has expired.');
    expect(dom.container.querySelector('form')).toBeNull();
    await act(async () => buttonNamed('Send me a new link').click());
    expect(onAskAgain).toHaveBeenCalledExactlyOnceWith('This password reset link is invalid or has expired.');
  });
});

describe('a reset link used up meanwhile', () => {
  it('offers a new link when the new password is refused for the code', async () => {
    const checkResetCode = vi.fn(async () => 'kim@example.com');
    const confirmReset = vi.fn(async () => {
      throw new AuthServiceError('This password reset link is invalid or has expired.', 'auth/invalid-action-code');
    });
    await dom.render(
      <ResetPasswordPanel
        code="c0de"
        actions={{ checkResetCode, confirmReset }}
        onDone={vi.fn()}
        onAskAgain={vi.fn()}
      />,
    );
    await settle();
    await enter('new-password', 'Bimini-tides-7');
    await enter('confirm-password', 'Bimini-tides-7');
    await submit();
    expect(dom.container.querySelector('form')).toBeNull();
    expect(buttonNamed('Send me a new link')).toBeDefined();
  });
});
