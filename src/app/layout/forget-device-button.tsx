import { css } from 'styled-system/css';
import { forgetThisDevice } from '@/data/visitor/forget-this-device';
import { notify } from '@/ui/toaster';
import { logError } from '@/lib/log';

/** For a visitor on a shared phone: removes what this device keeps of the messages sent and pages viewed on it. */
export function ForgetDeviceButton() {
  async function forget() {
    try {
      if (await forgetThisDevice((question) => window.confirm(question)))
        notify('This device no longer keeps what you sent.');
    } catch (error) {
      logError('forget this device', error);
      notify('Could not clear this device. Please try again.', undefined, 'error');
    }
  }
  return (
    <button
      type="button"
      onClick={() => void forget()}
      className={css({
        bg: 'transparent',
        border: 'none',
        color: 'inherit',
        textDecoration: 'underline',
        cursor: 'pointer',
        fontSize: 'sm',
        p: '0',
        _hover: { color: 'white' },
      })}
    >
      Forget this device
    </button>
  );
}
