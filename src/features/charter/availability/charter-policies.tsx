import { css } from 'styled-system/css';
import { CHARTER_POLICIES } from '@harbour/domain/charter/charter-offer';

/** #33: the terms, stated before asking: on the page, and under every request (with what is asked and its price). */
export function CharterPolicies({ summary }: { summary?: string }) {
  return (
    <section
      aria-label={summary ? 'Your request and our terms' : 'Booking terms'}
      className={css({
        p: '4',
        rounded: 'lg',
        bg: 'sand.50',
        borderWidth: '1px',
        borderColor: 'border',
        fontSize: 'sm',
      })}
    >
      {summary ? <p className={css({ fontWeight: 'bold', color: 'navy.900', mb: '2' })}>{summary}</p> : null}
      <ul className={css({ display: 'grid', gap: '1', pl: '4', listStyle: 'disc' })}>
        <li>{CHARTER_POLICIES.deposit}</li>
        <li>{CHARTER_POLICIES.balance}</li>
        {CHARTER_POLICIES.cancellation.map((tier) => (
          <li key={tier}>{tier}</li>
        ))}
        <li>{CHARTER_POLICIES.weather}</li>
      </ul>
    </section>
  );
}
