import { useState, type FormEvent } from 'react';
import { useNavigate, useLocation } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { button } from '@/ui/button';
import { TextField } from '@/ui/form-field';
import { notify } from '@/ui/toaster';
import { authErrorMessage, type SecondFactorEnrolment } from '@/data/firebase';
import { session } from '@/data/session/session-store';
import { e164Phone, SECOND_FACTOR_TEXTS } from '@harbour/domain/accounts/second-factor';
import { FocusedHeading } from './focused-heading';
import { SecurityCodeForm } from './security-code-form';
import { formStyle } from './password-fields';

const panel = css({
  maxW: 'md',
  my: { base: '8', md: '16' },
  mx: { base: '4', md: 'auto' },
  p: { base: '5', md: '8' },
  bg: 'white',
  rounded: 'xl',
  shadow: 'lg',
  borderWidth: '1px',
  borderColor: 'border',
  display: 'grid',
  gap: '4',
});

/**
 * What the admin portal shows a broker whose session has not passed a second factor (#32): no lead, note or document
 * is read before it. An account without one enrols a phone (a code confirms it); an account that has one but a session
 * from before it logs in again, with the code.
 */
export function SecondFactorGate() {
  const navigate = useNavigate();
  const { href } = useLocation();
  const [phoneText, setPhoneText] = useState('');
  const [phoneError, setPhoneError] = useState<string>();
  const [enrolment, setEnrolment] = useState<{ phone: string; steps: SecondFactorEnrolment } | null>(null);
  const [busy, setBusy] = useState(false);

  if (session.hasSecondFactor())
    return (
      <section className={panel}>
        <FocusedHeading>{SECOND_FACTOR_TEXTS.codeTitle}</FocusedHeading>
        <p>{SECOND_FACTOR_TEXTS.loginAgain}</p>
        <button
          type="button"
          className={button({ size: 'md' })}
          onClick={async () => {
            if (await session.signOut()) await navigate({ to: '/auth', search: { redirect: href } });
          }}
        >
          {SECOND_FACTOR_TEXTS.logInAgainButton}
        </button>
      </section>
    );

  async function sendCode(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const phone = e164Phone(phoneText);
    if (!phone) return setPhoneError(SECOND_FACTOR_TEXTS.phoneShape);
    setPhoneError(undefined);
    setBusy(true);
    try {
      setEnrolment({ phone, steps: await session.enrolSecondFactor(phone) });
    } catch (error) {
      setPhoneError(authErrorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={panel} aria-labelledby="second-factor-title">
      <FocusedHeading id="second-factor-title">{SECOND_FACTOR_TEXTS.enrolTitle}</FocusedHeading>
      <p className={css({ color: 'muted', fontSize: 'sm' })}>{SECOND_FACTOR_TEXTS.enrolIntro}</p>
      {enrolment ? (
        <>
          <p className={css({ fontSize: 'sm' })}>{SECOND_FACTOR_TEXTS.codeSent(enrolment.phone)}</p>
          <SecurityCodeForm
            label={SECOND_FACTOR_TEXTS.enrolTitle}
            verify={async (code) => {
              await enrolment.steps.verify(code);
              notify(SECOND_FACTOR_TEXTS.enrolled);
            }}
            resend={async () => {
              setEnrolment({ ...enrolment, steps: await session.enrolSecondFactor(enrolment.phone) });
            }}
          />
        </>
      ) : (
        <form className={formStyle} onSubmit={sendCode} noValidate aria-label={SECOND_FACTOR_TEXTS.enrolTitle}>
          <TextField
            label={SECOND_FACTOR_TEXTS.phoneLabel}
            hint={SECOND_FACTOR_TEXTS.phoneHint}
            type="tel"
            name="phone"
            autoComplete="tel"
            value={phoneText}
            onChange={(e) => setPhoneText(e.target.value)}
            error={phoneError}
            required
          />
          <button type="submit" className={button({ size: 'md' })} disabled={busy} aria-busy={busy}>
            {SECOND_FACTOR_TEXTS.sendCode}
          </button>
        </form>
      )}
    </section>
  );
}
