import { formatIsoDate } from '@/lib/dates';
import { css } from 'styled-system/css';
import { useDeliveryStates } from '@/data/query/use-pending-deliveries';
import { DeliveryBadge, sentItemCard } from '@/ui/delivery-badge';
import { useMyBoatInquiries } from '../queries';

/** This visitor's own messages about the boat, and whether each has gone out yet. */
export function MyInquiries({ boatId }: { boatId: string }) {
  const inquiries = useMyBoatInquiries(boatId);
  const pending = useDeliveryStates('inquiry');
  if (inquiries.status !== 'ready' || inquiries.data.length === 0) return null;
  return (
    <section aria-labelledby="my-inquiries" className={css({ display: 'grid', gap: '3' })}>
      <h3 id="my-inquiries" className={css({ fontSize: 'md', fontWeight: 'bold', m: '0' })}>
        Your messages about this boat
      </h3>
      <ul className={css({ listStyle: 'none', p: '0', m: '0', display: 'grid', gap: '3' })} data-testid="my-inquiries">
        {inquiries.data.map((inquiry) => (
          <li key={inquiry.id} className={sentItemCard}>
            <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '2', flexWrap: 'wrap' })}>
              <span className={css({ fontWeight: 'semibold', wordBreak: 'break-word' })}>{inquiry.name}</span>
              {pending.status === 'ready' ? <DeliveryBadge state={pending.data.get(inquiry.id) ?? 'sent'} /> : null}
            </div>
            <time dateTime={inquiry.createdAt} className={css({ color: 'muted', fontSize: 'xs' })}>
              {formatIsoDate(inquiry.createdAt, 'MMM d, yyyy h:mm a')}
            </time>
            {inquiry.message ? (
              <p className={css({ m: '0', mt: '1', whiteSpace: 'pre-wrap', wordBreak: 'break-word' })}>
                {inquiry.message}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
