import { css } from 'styled-system/css';
import { button } from '@/ui/button';
import { FocusedHeading } from './focused-heading';

/**
 * What the sign-up form says once sent (#32, no account enumeration): the same for every address, new or known. The
 * email itself says which it was: the link to choose a password, or how to log in to the account the address has.
 */
export const SIGN_UP_SENT_TEXTS = {
  heading: 'Check your email',
  sentTo: (email: string) =>
    `We've sent a link to ${email}. Open it to choose your password and finish creating your account.`,
  known: 'If you already have an account with this address, the email says how to log in instead.',
  notArrived: 'No email after a few minutes? Check your spam folder, or sign up again for a new link.',
  back: 'Back to login',
} as const;

export function SignUpSentPanel({ email, onBack }: { email: string; onBack: () => void }) {
  return (
    <section aria-labelledby="sign-up-sent-heading" className={css({ display: 'grid', gap: '3' })}>
      <FocusedHeading id="sign-up-sent-heading">{SIGN_UP_SENT_TEXTS.heading}</FocusedHeading>
      <p>{SIGN_UP_SENT_TEXTS.sentTo(email)}</p>
      <p className={css({ color: 'muted', fontSize: 'sm' })}>{SIGN_UP_SENT_TEXTS.known}</p>
      <p className={css({ color: 'muted', fontSize: 'sm' })}>{SIGN_UP_SENT_TEXTS.notArrived}</p>
      <button type="button" className={button({ size: 'md', variant: 'outline' })} onClick={onBack}>
        {SIGN_UP_SENT_TEXTS.back}
      </button>
    </section>
  );
}
