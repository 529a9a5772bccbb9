import { css } from 'styled-system/css';
import { DeliveryBadge } from '@/ui/delivery-badge';
import { formatIsoDate } from '@/lib/dates';
import { CHARTER_CHOICE_LABELS } from '@harbour/domain/charter/charter-choices';
import { useMyCharterRequests } from '../api/use-my-charter-requests';
import { dayName } from './charter-day-words';

/**
 * #33: the charter requests sent from this device, and how far each got: waiting for a signal on the device, sent, or
 * refused by the server.
 */
export function MyCharterRequests() {
  const requests = useMyCharterRequests();
  if (requests.length === 0) return null;
  return (
    <section aria-labelledby="my-charter-requests" className={css({ display: 'grid', gap: '3' })}>
      <h3 id="my-charter-requests" className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
        My charter requests
      </h3>
      <ul className={css({ display: 'grid', gap: '3' })}>
        {requests.map((r) => (
          <li
            key={r.id}
            aria-label={`${CHARTER_CHOICE_LABELS[r.request.ask.choice]} on ${dayName(r.request.ask.day)}`}
            className={css({
              p: '3',
              rounded: 'lg',
              bg: 'gray.50',
              borderWidth: '1px',
              borderColor: 'border',
              fontSize: 'sm',
            })}
          >
            <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '2', flexWrap: 'wrap' })}>
              <span className={css({ fontWeight: 'semibold' })}>
                {CHARTER_CHOICE_LABELS[r.request.ask.choice]}, {dayName(r.request.ask.day)}
                {r.request.ask.lastDay ? ` to ${dayName(r.request.ask.lastDay)}` : ''}
              </span>
              <DeliveryBadge state={r.refusal ? 'refused' : r.deliveredAt ? 'sent' : 'waiting'} />
            </div>
            <p className={css({ color: 'muted' })}>
              {r.request.guests} {r.request.guests === 1 ? 'guest' : 'guests'} · asked{' '}
              <time dateTime={r.createdAt}>{formatIsoDate(r.createdAt, 'MMM d, h:mm a')}</time>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
