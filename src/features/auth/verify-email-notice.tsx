import { useEffect, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { button } from '@/ui/button';
import { notify } from '@/ui/toaster';
import { authErrorMessage, type EmailVerificationService } from '@/data/firebase';
import { useSession } from '@/data/session/session-store';
import { emailVerificationActions, verifyContinueUrl } from './email-verification-actions';
import { VERIFY_EMAIL_TEXTS } from './verify-email-texts';

const box = css({
  display: 'grid',
  gap: '3',
  p: '5',
  rounded: 'xl',
  bg: 'amber.50',
  borderWidth: '1px',
  borderColor: 'amber.300',
});

/** Ask the server again at most this often when the page comes back into view (the link opened in another tab). */
const RECHECK_EVERY_MS = 15_000;

/**
 * "Verify your email" for a signed-in user whose address is not confirmed yet (#32): where the link went, a button that
 * sends it again, and one that checks again once it was opened elsewhere (also done when the page comes back into
 * view). Nothing for a verified user or a visitor.
 */
export function VerifyEmailNotice({
  descriptionId,
  className,
  actions = emailVerificationActions,
}: {
  /** The id of its explanation, for the controls it explains (their aria-describedby). */
  descriptionId?: string;
  className?: string;
  actions?: Pick<EmailVerificationService, 'sendVerification' | 'refreshVerification'>;
}) {
  const user = useSession((s) => s.user);
  const [busy, setBusy] = useState(false);
  const unverified = Boolean(user && !user.emailVerified);

  useEffect(() => {
    if (!unverified) return;
    let last = 0;
    const recheck = () => {
      if (document.visibilityState !== 'visible' || Date.now() - last < RECHECK_EVERY_MS) return;
      last = Date.now();
      void actions.refreshVerification().catch(() => false);
    };
    document.addEventListener('visibilitychange', recheck);
    return () => document.removeEventListener('visibilitychange', recheck);
  }, [unverified, actions]);

  if (!user || user.emailVerified) return null;

  async function run(work: () => Promise<void>) {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      notify(authErrorMessage(error), undefined, 'error');
    } finally {
      setBusy(false);
    }
  }
  const resend = () =>
    run(async () => {
      await actions.sendVerification(verifyContinueUrl(location.origin));
      notify(VERIFY_EMAIL_TEXTS.resent(user.email));
    });
  const recheck = () =>
    run(async () => {
      // Verified: the session changes and this notice goes; not yet: say so.
      if (!(await actions.refreshVerification())) notify(VERIFY_EMAIL_TEXTS.notYet, undefined, 'error');
    });

  return (
    <section aria-labelledby="verify-email-heading" className={cx(box, className)}>
      <h2 id="verify-email-heading" className={css({ fontSize: 'lg', fontWeight: 'bold', m: '0' })}>
        {VERIFY_EMAIL_TEXTS.heading}
      </h2>
      <p id={descriptionId} className={css({ m: '0' })}>
        {VERIFY_EMAIL_TEXTS.sentTo(user.email)}
      </p>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
        <button type="button" className={button({ size: 'md' })} disabled={busy} onClick={() => void resend()}>
          {VERIFY_EMAIL_TEXTS.resend}
        </button>
        <button
          type="button"
          className={button({ variant: 'outline', size: 'md' })}
          disabled={busy}
          onClick={() => void recheck()}
        >
          {VERIFY_EMAIL_TEXTS.recheck}
        </button>
      </div>
    </section>
  );
}
