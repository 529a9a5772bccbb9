import { css } from 'styled-system/css';
import { button } from '@/ui/button';
import type { SecondFactorChallenge } from '@/data/firebase';
import { SECOND_FACTOR_TEXTS } from '@harbour/domain/accounts/second-factor';
import { FocusedHeading } from './focused-heading';
import { SecurityCodeForm } from './security-code-form';

interface Props {
  challenge: SecondFactorChallenge;
  onBusy: (busy: boolean) => void;
  /** The code was right: the session has started. */
  onVerified: () => Promise<void>;
  onBack: () => void;
}

/** The login's second step for an account with a second factor (#32): the code sent by text message. */
export function SecondFactorLogin({ challenge, onBusy, onVerified, onBack }: Props) {
  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      <FocusedHeading>{SECOND_FACTOR_TEXTS.codeTitle}</FocusedHeading>
      <p className={css({ color: 'muted', fontSize: 'sm' })}>{SECOND_FACTOR_TEXTS.codeSent(challenge.hint)}</p>
      <SecurityCodeForm
        label={SECOND_FACTOR_TEXTS.codeTitle}
        verify={async (code) => {
          await challenge.verify(code);
          await onVerified();
        }}
        resend={() => challenge.resend()}
        onBusy={onBusy}
      />
      <button type="button" className={button({ variant: 'link', size: 'sm' })} onClick={onBack}>
        {SECOND_FACTOR_TEXTS.back}
      </button>
    </div>
  );
}
