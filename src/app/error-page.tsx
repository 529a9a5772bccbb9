import { css } from 'styled-system/css';
import { button } from '@/ui/button';

/** The framework fallback page for errors no screen handled. */
export function ErrorPage({ error }: { error: unknown }) {
  console.error('Unhandled application error', error);
  return (
    <section role="alert" className={css({ maxW: '2xl', mx: 'auto', px: '4', py: '24', textAlign: 'center' })}>
      <h1 className={css({ fontSize: '3xl', fontWeight: 'bold', mb: '4' })}>Unexpected Application Error!</h1>
      <p className={css({ color: 'muted', mb: '8' })}>
        Something went wrong on this page. Your saved data is safe on this device.
      </p>
      <a href="/" className={button()}>
        Return to Home
      </a>
    </section>
  );
}
