import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { authErrorMessage, type EmailVerificationService } from '@/data/firebase';
import { alertStyle } from './password-fields';
import { VERIFY_EMAIL_TEXTS } from './verify-email-texts';
import { FocusedHeading } from './focused-heading';

type Outcome = { state: 'checking' } | { state: 'verified'; email: string } | { state: 'invalid'; message: string };

/**
 * Codes applied by this page: a link is used once, and a second render (React's development double effects, a
 * remount) must not apply it again and report the spent code as invalid.
 */
const applied = new Map<string, Promise<string>>();

/**
 * /auth?mode=verifyEmail&oobCode=…: the page the verification email's link leads to (the project's action URL is /auth).
 * It confirms the address and says so; `next` is what to offer then (the dashboard, or the login form).
 */
export function VerifyEmailPanel({
  code,
  actions,
  next,
}: {
  code: string;
  actions: Pick<EmailVerificationService, 'applyVerification'>;
  next: (outcome: { email: string } | null) => React.ReactNode;
}) {
  const [outcome, setOutcome] = useState<Outcome>({ state: 'checking' });

  useEffect(() => {
    let live = true;
    let applying = applied.get(code);
    if (!applying) {
      applying = actions.applyVerification(code);
      applied.set(code, applying);
    }
    applying.then(
      (email) => live && setOutcome({ state: 'verified', email }),
      (error: unknown) => live && setOutcome({ state: 'invalid', message: authErrorMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [actions, code]);

  return (
    <section aria-labelledby="verify-email-panel-heading" className={css({ display: 'grid', gap: '4' })}>
      <FocusedHeading id="verify-email-panel-heading">
        {outcome.state === 'verified' ? VERIFY_EMAIL_TEXTS.verified : VERIFY_EMAIL_TEXTS.heading}
      </FocusedHeading>
      {outcome.state === 'checking' ? (
        <p role="status" className={css({ color: 'muted' })}>
          {VERIFY_EMAIL_TEXTS.checking}
        </p>
      ) : null}
      {outcome.state === 'verified' ? (
        <>
          <p role="status">{VERIFY_EMAIL_TEXTS.thanks}</p>
          {next({ email: outcome.email })}
        </>
      ) : null}
      {outcome.state === 'invalid' ? (
        <>
          <p role="alert" className={alertStyle}>
            {outcome.message}
          </p>
          {next(null)}
        </>
      ) : null}
    </section>
  );
}
