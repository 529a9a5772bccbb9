import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { button } from '@/ui/button';
import { authErrorMessage, type PasswordService } from '@/data/firebase';
import { NewPasswordForm, alertStyle } from './password-fields';
import { FocusedHeading } from './focused-heading';

export const RESET_PASSWORD_TEXTS = {
  heading: 'Choose a new password',
  checking: 'Checking your link...',
  forAccount: (email: string) => `For ${email}`,
  submit: 'Save new password',
  busy: 'Saving...',
  askAgain: 'Send me a new link',
  done: 'Your password has been changed. You can now log in.',
} as const;

interface Props {
  /** The oobCode of Firebase's reset link. */
  code: string;
  actions: Pick<PasswordService, 'checkResetCode' | 'confirmReset'>;
  /** The new password is set: show the login form (with this address). */
  onDone: (email: string) => void;
  /** The link is invalid or expired: ask for another (with this address, if known). */
  onAskAgain: (notice: string) => void;
}

const LINK_ERRORS = new Set(['auth/expired-action-code', 'auth/invalid-action-code']);
const isLinkError = (error: unknown) => LINK_ERRORS.has((error as { code?: unknown } | null)?.code as string);

type Check = { state: 'checking' } | { state: 'valid'; email: string } | { state: 'invalid'; message: string };

/** /auth?mode=resetPassword&oobCode=…: the page the reset email's link leads to, when the project's action URL is /auth. */
export function ResetPasswordPanel({ code, actions, onDone, onAskAgain }: Props) {
  const [check, setCheck] = useState<Check>({ state: 'checking' });

  useEffect(() => {
    let live = true;
    setCheck({ state: 'checking' });
    actions.checkResetCode(code).then(
      (email) => live && setCheck({ state: 'valid', email }),
      (error: unknown) => live && setCheck({ state: 'invalid', message: authErrorMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [actions, code]);

  return (
    <section aria-labelledby="reset-password-heading" className={css({ display: 'grid', gap: '4' })}>
      <FocusedHeading id="reset-password-heading">{RESET_PASSWORD_TEXTS.heading}</FocusedHeading>
      {check.state === 'checking' ? (
        <p role="status" className={css({ color: 'muted' })}>
          {RESET_PASSWORD_TEXTS.checking}
        </p>
      ) : null}
      {check.state === 'invalid' ? (
        <>
          <p role="alert" className={alertStyle}>
            {check.message}
          </p>
          <button type="button" className={button({ size: 'md' })} onClick={() => onAskAgain(check.message)}>
            {RESET_PASSWORD_TEXTS.askAgain}
          </button>
        </>
      ) : null}
      {check.state === 'valid' ? (
        <>
          <p className={css({ color: 'muted', fontSize: 'sm' })}>{RESET_PASSWORD_TEXTS.forAccount(check.email)}</p>
          <NewPasswordForm
            name="Choose a new password"
            submitLabel={RESET_PASSWORD_TEXTS.submit}
            busyLabel={RESET_PASSWORD_TEXTS.busy}
            onSubmit={async (password) => {
              try {
                await actions.confirmReset(code, password);
              } catch (error) {
                // Used or expired meanwhile: offer a new link instead of the form.
                if (isLinkError(error)) setCheck({ state: 'invalid', message: authErrorMessage(error) });
                throw error;
              }
              onDone(check.email);
            }}
          />
        </>
      ) : null}
    </section>
  );
}
