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

/** The same page for a new account's emailed link (#32: its password is chosen here, /auth?mode=finishSignUp). */
export const FINISH_SIGN_UP_TEXTS = {
  heading: 'Choose your password',
  checking: RESET_PASSWORD_TEXTS.checking,
  forAccount: (email: string) => `Your account: ${email}`,
  submit: 'Create account',
  busy: 'Creating account...',
  askAgain: 'Send me a new link',
  linkInvalid: 'This link is invalid or has expired. Ask for a new one: it comes by email.',
  done: 'Account created successfully!',
} as const;

interface PanelTexts {
  heading: string;
  checking: string;
  forAccount: (email: string) => string;
  submit: string;
  busy: string;
  askAgain: string;
  /** What a spent or expired link says, when not the reset's own message. */
  linkInvalid?: string;
}

interface Props {
  /** The oobCode of Firebase's reset link. */
  code: string;
  actions: Pick<PasswordService, 'checkResetCode' | 'confirmReset'>;
  /** The new password is set (for this address). */
  onDone: (email: string, password: string) => void | Promise<void>;
  /** The link is invalid or expired: ask for another (with this address, if known). */
  onAskAgain: (notice: string) => void;
  /** A reset's words unless told otherwise (a new account's link). */
  texts?: PanelTexts;
}

const LINK_ERRORS = new Set(['auth/expired-action-code', 'auth/invalid-action-code']);
const isLinkError = (error: unknown) => LINK_ERRORS.has((error as { code?: unknown } | null)?.code as string);

/** What a spent or expired link is told, in the panel's words when it has its own. */
const linkMessage = (error: unknown, invalid?: string) =>
  isLinkError(error) && invalid ? invalid : authErrorMessage(error);

type Check = { state: 'checking' } | { state: 'valid'; email: string } | { state: 'invalid'; message: string };

/**
 * /auth?mode=resetPassword&oobCode=…: the page the reset email's link leads to, when the project's action URL is /auth.
 * A new account's link (finishSignUp) is a reset code too, shown in its own words.
 */
export function ResetPasswordPanel({ code, actions, onDone, onAskAgain, texts = RESET_PASSWORD_TEXTS }: Props) {
  const [check, setCheck] = useState<Check>({ state: 'checking' });
  const invalid = texts.linkInvalid;

  useEffect(() => {
    let live = true;
    setCheck({ state: 'checking' });
    actions.checkResetCode(code).then(
      (email) => live && setCheck({ state: 'valid', email }),
      (error: unknown) => live && setCheck({ state: 'invalid', message: linkMessage(error, invalid) }),
    );
    return () => {
      live = false;
    };
  }, [actions, code, invalid]);

  return (
    <section aria-labelledby="reset-password-heading" className={css({ display: 'grid', gap: '4' })}>
      <FocusedHeading id="reset-password-heading">{texts.heading}</FocusedHeading>
      {check.state === 'checking' ? (
        <p role="status" className={css({ color: 'muted' })}>
          {texts.checking}
        </p>
      ) : null}
      {check.state === 'invalid' ? (
        <>
          <p role="alert" className={alertStyle}>
            {check.message}
          </p>
          <button type="button" className={button({ size: 'md' })} onClick={() => onAskAgain(check.message)}>
            {texts.askAgain}
          </button>
        </>
      ) : null}
      {check.state === 'valid' ? (
        <>
          <p className={css({ color: 'muted', fontSize: 'sm' })}>{texts.forAccount(check.email)}</p>
          <NewPasswordForm
            name={texts.heading}
            submitLabel={texts.submit}
            busyLabel={texts.busy}
            onSubmit={async (password) => {
              try {
                await actions.confirmReset(code, password);
              } catch (error) {
                // Used or expired meanwhile: offer a new link instead of the form.
                if (isLinkError(error)) setCheck({ state: 'invalid', message: linkMessage(error, invalid) });
                throw error;
              }
              await onDone(check.email, password);
            }}
          />
        </>
      ) : null}
    </section>
  );
}
