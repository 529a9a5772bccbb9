// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AuthServiceError } from '@/data/firebase';
import { session } from '@/data/session/session-store';
import { domRoot } from '../../../tests/unit/dom-root';
import { VerifyEmailNotice } from './verify-email-notice';
import { VerifyEmailPanel } from './verify-email-panel';
import { VERIFY_EMAIL_TEXTS } from './verify-email-texts';

const dom = domRoot();
const buttonNamed = (text: string) =>
  [...dom.container.querySelectorAll('button')].find((b) => b.textContent === text)!;
const settle = () => act(async () => new Promise((r) => setTimeout(r, 0)));
const dana = { uid: 'u1', email: 'dana@example.com', fullName: 'Dana Munroe' };

describe('VerifyEmailPanel (/auth?mode=verifyEmail)', () => {
  it('applies the link once, even when shown twice, and says the address is verified', async () => {
    const applyVerification = vi.fn(() => Promise.resolve('dana@example.com'));
    const next = (outcome: { email: string } | null) => <p data-next>{outcome?.email ?? 'none'}</p>;
    await dom.render(<VerifyEmailPanel code="once" actions={{ applyVerification }} next={next} />);
    await settle();
    await dom.render(<VerifyEmailPanel code="once" actions={{ applyVerification }} next={next} />);
    await settle();
    expect(applyVerification).toHaveBeenCalledTimes(1);
    expect(dom.container.querySelector('h2')!.textContent).toBe(VERIFY_EMAIL_TEXTS.verified);
    // The panel replaced the form: its heading has the focus.
    expect(document.activeElement).toBe(dom.container.querySelector('h2'));
    expect(dom.container.textContent).toContain(VERIFY_EMAIL_TEXTS.thanks);
    expect(dom.container.querySelector('[data-next]')!.textContent).toBe('dana@example.com');
  });

  it('an invalid or spent link says so, with what to do next', async () => {
    const applyVerification = vi.fn(() =>
      Promise.reject(
        new AuthServiceError('This verification link is invalid or has expired.', 'auth/invalid-action-code'),
      ),
    );
    await dom.render(
      <VerifyEmailPanel
        code="spent"
        actions={{ applyVerification }}
        next={(o) => <p data-next>{o ? 'ok' : 'again'}</p>}
      />,
    );
    await settle();
    expect(dom.container.querySelector('[role="alert"]')!.textContent).toBe(
      'This verification link is invalid or has expired.',
    );
    expect(dom.container.querySelector('[data-next]')!.textContent).toBe('again');
  });
});

describe('VerifyEmailNotice', () => {
  const actions = () => ({
    sendVerification: vi.fn(() => Promise.resolve()),
    refreshVerification: vi.fn(() => Promise.resolve(false)),
  });

  it('says nothing to a verified user or a visitor', async () => {
    session.store.setState({ status: 'signed-in', user: { ...dana, emailVerified: true }, role: 'client' });
    await dom.render(<VerifyEmailNotice actions={actions()} />);
    expect(dom.container.textContent).toBe('');
    session.store.setState({ status: 'signed-out', user: null, role: null });
    await dom.render(<VerifyEmailNotice actions={actions()} />);
    expect(dom.container.textContent).toBe('');
  });

  it('tells an unverified user where the link went, sends it again to this site, and checks again on request', async () => {
    session.store.setState({ status: 'signed-in', user: { ...dana, emailVerified: false }, role: 'client' });
    const a = actions();
    await dom.render(<VerifyEmailNotice actions={a} />);
    expect(dom.container.textContent).toContain(VERIFY_EMAIL_TEXTS.sentTo('dana@example.com'));
    await act(async () => buttonNamed(VERIFY_EMAIL_TEXTS.resend).click());
    await settle();
    expect(a.sendVerification).toHaveBeenCalledWith(`${location.origin}/client/dashboard`);
    await act(async () => buttonNamed(VERIFY_EMAIL_TEXTS.recheck).click());
    await settle();
    expect(a.refreshVerification).toHaveBeenCalledTimes(1);
  });
});
