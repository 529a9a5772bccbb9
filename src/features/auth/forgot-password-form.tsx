import { useEffect, useRef, useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import { button } from '@/ui/button';
import { TextField } from '@/ui/form-field';
import { validateForm } from '@harbour/domain/forms/validation';
import { AUTH_MESSAGES, authErrorMessage, type PasswordService } from '@/data/firebase';
import { resetRequestSchema } from './auth-schemas';
import { alertStyle, formStyle } from './password-fields';
import { FocusedHeading } from './focused-heading';

export const FORGOT_PASSWORD_TEXTS = {
  heading: 'Reset your password',
  intro: "Enter your account's email address and we'll send you a link to choose a new password.",
  /** The one answer, whether or not the address has an account (no account enumeration). */
  sent: "If an account exists for that address, we've sent a link to reset the password.",
  submit: 'Send reset link',
  sending: 'Sending...',
  back: 'Back to login',
} as const;

/** After a link is sent, the button waits this long before another (Firebase also limits the rate). */
export const RESEND_AFTER_MS = 30_000;

interface Props {
  actions: Pick<PasswordService, 'requestPasswordReset'>;
  /** Where the email's link leads back to (resetContinueUrl). */
  continueUrl: string;
  /** The address typed in the login form, if any. */
  initialEmail?: string;
  /** Shown above the form, e.g. why a new link is needed. */
  notice?: string;
  onBack: () => void;
}

/** "Forgot password?": asks Firebase to email a reset link, and answers the same for any well-formed address. */
export function ForgotPasswordForm({ actions, continueUrl, initialEmail = '', notice, onBack }: Props) {
  const [email, setEmail] = useState(initialEmail);
  const [fieldError, setFieldError] = useState<string>();
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent' | 'waiting'>('idle');
  const [failure, setFailure] = useState('');
  const sending = useRef(false);

  useEffect(() => {
    if (status !== 'sent') return;
    const timer = setTimeout(() => setStatus('idle'), RESEND_AFTER_MS);
    return () => clearTimeout(timer);
  }, [status]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending.current || status === 'sent') return;
    const result = validateForm(resetRequestSchema, { email });
    setFailure('');
    if (!result.ok) {
      setFieldError(result.errors.email ?? result.firstError);
      return;
    }
    setFieldError(undefined);
    sending.current = true;
    setStatus('sending');
    try {
      await actions.requestPasswordReset(result.value.email, continueUrl);
      setStatus('sent');
    } catch (error) {
      const message = authErrorMessage(error);
      if (message === AUTH_MESSAGES.invalidEmail) setFieldError(message);
      else setFailure(message);
      setStatus('idle');
    } finally {
      sending.current = false;
    }
  }

  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      <FocusedHeading>{FORGOT_PASSWORD_TEXTS.heading}</FocusedHeading>
      {notice ? (
        <p role="alert" className={alertStyle}>
          {notice}
        </p>
      ) : null}
      <p className={css({ color: 'muted', fontSize: 'sm' })}>{FORGOT_PASSWORD_TEXTS.intro}</p>
      <form className={formStyle} onSubmit={submit} noValidate aria-label="Reset password">
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={fieldError}
          required
        />
        <p
          role="status"
          className={css({ fontSize: 'sm', color: 'green.800', fontWeight: 'medium', _empty: { display: 'none' } })}
        >
          {status === 'sent' ? FORGOT_PASSWORD_TEXTS.sent : ''}
        </p>
        {failure ? (
          <p role="alert" className={alertStyle}>
            {failure}
          </p>
        ) : null}
        <button type="submit" className={button({ size: 'md' })} disabled={status === 'sending' || status === 'sent'}>
          {status === 'sending' ? FORGOT_PASSWORD_TEXTS.sending : FORGOT_PASSWORD_TEXTS.submit}
        </button>
        <button type="button" className={button({ variant: 'link', size: 'sm' })} onClick={onBack}>
          {FORGOT_PASSWORD_TEXTS.back}
        </button>
      </form>
    </div>
  );
}
