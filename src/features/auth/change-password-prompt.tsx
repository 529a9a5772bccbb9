import { css } from 'styled-system/css';
import { button } from '@/ui/button';
import type { PasswordService } from '@/data/firebase';
import { NewPasswordForm } from './password-fields';
import { FocusedHeading } from './focused-heading';

export const CHANGE_PASSWORD_TEXTS = {
  heading: 'Time for a stronger password',
  intro:
    'Your password no longer meets our rules: passwords now need at least 10 characters and must not be a common one. Please choose a new one.',
  submit: 'Change password',
  busy: 'Changing password...',
  later: 'Later',
  changed: 'Password changed successfully!',
} as const;

interface Props {
  actions: Pick<PasswordService, 'changePassword'>;
  /** The password was changed. */
  onChanged: () => void | Promise<void>;
  /** Not now: asked again at the next sign-in. */
  onLater: () => void | Promise<void>;
}

/**
 * Shown on /auth right after a sign-in whose password is older than the password rule (#32): the account works, and
 * is asked for a new password (Later goes on, and it is asked again at the next sign-in).
 */
export function ChangePasswordPrompt({ actions, onChanged, onLater }: Props) {
  return (
    <section aria-labelledby="change-password-heading" className={css({ display: 'grid', gap: '4' })}>
      <FocusedHeading id="change-password-heading">{CHANGE_PASSWORD_TEXTS.heading}</FocusedHeading>
      <p className={css({ color: 'muted', fontSize: 'sm' })}>{CHANGE_PASSWORD_TEXTS.intro}</p>
      <NewPasswordForm
        name="Change password"
        submitLabel={CHANGE_PASSWORD_TEXTS.submit}
        busyLabel={CHANGE_PASSWORD_TEXTS.busy}
        onSubmit={async (password) => {
          await actions.changePassword(password);
          await onChanged();
        }}
      >
        <button type="button" className={button({ variant: 'outline', size: 'md' })} onClick={() => void onLater()}>
          {CHANGE_PASSWORD_TEXTS.later}
        </button>
      </NewPasswordForm>
    </section>
  );
}
