import { css } from 'styled-system/css';
import { button } from '@/ui/button';

/**
 * A signed-in session whose role could not be confirmed (the account's role claim had not arrived, or the lookup failed
 * offline with an expired token). Without a role no portal data can load: say so instead of a blank page.
 */
export function AccountNotReady() {
  return (
    <div role="alert" className={css({ minH: '50vh', display: 'grid', placeContent: 'center', gap: '3', p: '6' })}>
      <h1 className={css({ fontSize: 'xl', fontWeight: 'bold', m: '0' })}>Your account is not ready yet</h1>
      <p className={css({ m: '0', color: 'muted' })}>
        We could not confirm your account&apos;s access. Check your connection, then try again.
      </p>
      <button
        type="button"
        onClick={() => location.reload()}
        className={`${button({ variant: 'default' })} ${css({ justifySelf: 'start' })}`}
      >
        Try again
      </button>
    </div>
  );
}
