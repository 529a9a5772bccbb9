import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { button } from '@/ui/button';

/** For the visitor who did not find their boat: our brokers search their network for it. */
export function AskOurBrokers() {
  return (
    <section
      className={css({ mt: '16', p: { base: '8', md: '12' }, bg: 'navy.50', rounded: '2xl', textAlign: 'center' })}
    >
      <h2 className={css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold', m: '0' })}>
        Don&apos;t See What You&apos;re Looking For?
      </h2>
      <p className={css({ color: 'muted', mt: '3', mb: '6', maxW: '2xl', mx: 'auto' })}>
        Many boats change hands before they are ever listed. Tell us what you want and our brokers will search our
        network for you.
      </p>
      <Link to="/contact" className={button({ size: 'lg' })}>
        Contact Our Team
      </Link>
    </section>
  );
}
