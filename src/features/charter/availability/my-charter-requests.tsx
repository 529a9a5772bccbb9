import { css, cx } from 'styled-system/css';
import { button } from '@/ui/button';
import { DeliveryBadge, sentItemCard } from '@/ui/delivery-badge';
import { formatIsoDate } from '@/lib/dates';
import { CHARTER_CHOICE_LABELS } from '@harbour/domain/charter/charter-choices';
import type { CharterReply } from '@harbour/domain/charter/charter-request';
import type { CharterDay } from '@harbour/domain/charter/nassau-time';
import { useMyCharterRequests } from '../api/use-my-charter-requests';
import { dayName } from './charter-day-words';

/** What the backend's answer says to the guest. */
export function replyText(reply: CharterReply): string {
  if (reply.status === 'held')
    return `Held for you until ${formatIsoDate(reply.heldUntil!, 'MMM d, h:mm a')} while we confirm. We'll be in touch by email or phone.`;
  return reply.message ?? 'That time can no longer be asked for online. Please call us.';
}

/**
 * #33: the charter requests sent from this device, and how far each got: waiting for a signal on the device, sent,
 * refused by the server; then the backend's answer: held until a time, or taken with the nearest free times to ask for.
 */
export function MyCharterRequests({ onAsk }: { onAsk: (day: CharterDay) => void }) {
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
            className={cx(sentItemCard, css({ display: 'grid', gap: '1' }))}
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
            {r.reply ? <p data-testid="charter-reply">{replyText(r.reply)}</p> : null}
            {r.reply && r.reply.alternatives.length ? (
              <ul aria-label="Free times nearby" className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
                {r.reply.alternatives.map((a) => (
                  <li key={`${a.choice}:${a.day}`}>
                    <button
                      type="button"
                      className={button({ variant: 'outline', size: 'md' })}
                      onClick={() => onAsk(a.day)}
                    >
                      {CHARTER_CHOICE_LABELS[a.choice]}, {dayName(a.day)}
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
