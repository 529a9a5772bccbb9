import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { button } from '@/ui/button';
import { TextField } from '@/ui/form-field';
import { validateForm, type FieldErrors } from '@harbour/domain/forms/validation';
import {
  PASSWORD_REQUIREMENT,
  passwordStrength,
  passwordStrengthText,
  type PasswordStrength,
} from '@harbour/domain/accounts/password';
import { authErrorMessage } from '@/data/firebase';
import { newPasswordFormSchema, type NewPasswordFormField } from './auth-schemas';

const BAR = css({ h: '1', flex: '1', rounded: 'full', bg: 'gray.200' });
const BAR_ON: Record<PasswordStrength, string> = {
  weak: css({ h: '1', flex: '1', rounded: 'full', bg: 'red.600' }),
  fair: css({ h: '1', flex: '1', rounded: 'full', bg: 'yellow.800' }),
  strong: css({ h: '1', flex: '1', rounded: 'full', bg: 'green.800' }),
};
const LEVELS: PasswordStrength[] = ['weak', 'fair', 'strong'];

/** Three bars under a new password (for the eyes; the words beside it are what a screen reader hears). */
function StrengthMeter({ strength }: { strength: PasswordStrength | null }) {
  const filled = strength ? LEVELS.indexOf(strength) + 1 : 0;
  return (
    <span aria-hidden="true" className={css({ display: 'flex', gap: '1', mt: '1' })}>
      {LEVELS.map((level, i) => (
        <span key={level} className={i < filled && strength ? BAR_ON[strength] : BAR} />
      ))}
    </span>
  );
}

/** The hint under a new password: the rule, then its strength, announced politely as it changes. */
export function PasswordStrengthHint({ password }: { password: string }) {
  const strength = password ? passwordStrength(password) : null;
  return (
    <span className={css({ display: 'grid', gap: '0.5' })}>
      <span>{PASSWORD_REQUIREMENT}</span>
      <span aria-live="polite" data-strength={strength ?? undefined} data-testid="password-strength">
        {passwordStrengthText(password)}
      </span>
      <StrengthMeter strength={strength} />
    </span>
  );
}

interface NewPasswordFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
}

/** A new password's field, with the strength hint tied to it (aria-describedby, through Field's hint). */
export function NewPasswordField({ label, name, value, onChange, error, required }: NewPasswordFieldProps) {
  return (
    <TextField
      label={label}
      type="password"
      name={name}
      autoComplete="new-password"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      required={required}
      hint={<PasswordStrengthHint password={value} />}
    />
  );
}

export const formStyle = css({ display: 'grid', gap: '4' });
export const alertStyle = css({ fontSize: 'sm', color: 'red.700', fontWeight: 'medium' });

interface NewPasswordFormProps {
  /** The form's accessible name. */
  name: string;
  submitLabel: string;
  busyLabel: string;
  /** Sets the password; a rejection's message is shown in the form. */
  onSubmit: (password: string) => Promise<void>;
  /** Buttons after the submit button (e.g. Later). */
  children?: ReactNode;
}

/** New password + confirmation, checked with the password rule; the submit button is off while it is sent. */
export function NewPasswordForm({ name, submitLabel, busyLabel, onSubmit, children }: NewPasswordFormProps) {
  const [values, setValues] = useState({ password: '', confirm: '' });
  const [errors, setErrors] = useState<FieldErrors<NewPasswordFormField>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending.current) return;
    const result = validateForm<typeof newPasswordFormSchema, NewPasswordFormField>(newPasswordFormSchema, values);
    setFailure('');
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    sending.current = true;
    setBusy(true);
    try {
      await onSubmit(result.value.password);
    } catch (error) {
      setFailure(authErrorMessage(error));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  return (
    <form className={formStyle} onSubmit={submit} noValidate aria-label={name}>
      <NewPasswordField
        label="New password"
        name="new-password"
        value={values.password}
        onChange={(password) => setValues((v) => ({ ...v, password }))}
        error={errors.password}
        required
      />
      <TextField
        label="Confirm new password"
        type="password"
        name="confirm-password"
        autoComplete="new-password"
        value={values.confirm}
        onChange={(e) => setValues((v) => ({ ...v, confirm: e.target.value }))}
        error={errors.confirm}
        required
      />
      {failure ? (
        <p role="alert" className={alertStyle}>
          {failure}
        </p>
      ) : null}
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
        <button type="submit" className={button({ size: 'md' })} disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </button>
        {children}
      </div>
    </form>
  );
}
