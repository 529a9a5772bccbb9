import { useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import { button } from '@/ui/button';
import { TextField } from '@/ui/form-field';
import { authErrorMessage } from '@/data/firebase';
import { securityCode, SECOND_FACTOR_TEXTS } from '@harbour/domain/accounts/second-factor';
import { formStyle } from './password-fields';

interface Props {
  /** The form's accessible name. */
  label: string;
  /** Checks the code; a rejection's message is shown under the field. */
  verify: (code: string) => Promise<void>;
  /** Sends a new code (none: no such button). */
  resend?: () => Promise<void>;
  onBusy?: (busy: boolean) => void;
}

/**
 * The 6-digit code of the second factor (#32), for the login and the enrolment alike: the phone's keypad and its
 * one-time-code suggestion, a clear message for a mistyped, wrong or expired code, and a new code on request.
 */
export function SecurityCodeForm({ label, verify, resend, onBusy }: Props) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);

  const busyWith = async (run: () => Promise<void>) => {
    setBusy(true);
    onBusy?.(true);
    try {
      await run();
    } finally {
      setBusy(false);
      onBusy?.(false);
    }
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const code = securityCode(text);
    setNote('');
    if (!code) return setError(SECOND_FACTOR_TEXTS.codeShape);
    setError(undefined);
    await busyWith(async () => {
      try {
        await verify(code);
      } catch (failure) {
        setError(authErrorMessage(failure));
      }
    });
  }

  async function again() {
    if (!resend || busy) return;
    setError(undefined);
    await busyWith(async () => {
      try {
        await resend();
        setText('');
        setNote(SECOND_FACTOR_TEXTS.newCodeSent);
      } catch (failure) {
        setError(authErrorMessage(failure));
      }
    });
  }

  return (
    <form className={formStyle} onSubmit={submit} noValidate aria-label={label}>
      <TextField
        label={SECOND_FACTOR_TEXTS.codeLabel}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={error}
        required
      />
      <p role="status" className={css({ fontSize: 'sm', color: 'green.800', _empty: { display: 'none' } })}>
        {note}
      </p>
      <button type="submit" className={button({ size: 'md' })} disabled={busy} aria-busy={busy}>
        {SECOND_FACTOR_TEXTS.verify}
      </button>
      {resend ? (
        <button type="button" className={button({ variant: 'link', size: 'sm' })} onClick={again} disabled={busy}>
          {SECOND_FACTOR_TEXTS.sendAgain}
        </button>
      ) : null}
    </form>
  );
}
