import { css } from 'styled-system/css';
import type { Boat } from '@harbour/domain/schemas/boat';
import { daysOnMarket } from '@harbour/domain/boats/listing-badges';
import { shortDate } from '@/lib/dates';
import { historyEntries } from './history-entries';

const list = css({ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: '2' });
const when = css({ color: 'muted', fontSize: 'sm', minW: '28', display: 'inline-block' });

/**
 * A listing's history for its admin and its owner: on the market since, days on market, and every change of price
 * and status. The public sees only "Reduced {date}" (the boat page).
 */
export function ListingHistory({ boat, now, headingId }: { boat: Boat; now: Date; headingId: string }) {
  const entries = historyEntries(boat);
  const days = daysOnMarket(boat, now);
  return (
    <section aria-labelledby={headingId} data-testid="listing-history" className={css({ display: 'grid', gap: '3' })}>
      <h2 id={headingId} className={css({ fontSize: 'lg', fontWeight: 'semibold', m: 0 })}>
        Price and status history
      </h2>
      <p className={css({ m: 0 })} data-testid="days-on-market">
        {days === null
          ? 'Not on the market yet.'
          : `On the market since ${shortDate(boat.publishedAt)}: ${days} ${days === 1 ? 'day' : 'days'}${boat.soldAt ? ' until sold' : ''}.`}
      </p>
      {entries.length ? (
        <ul className={list}>
          {entries.map((e, i) => (
            <li key={`${e.at}-${i}`}>
              <span className={when}>{shortDate(e.at)}</span> {e.text}
            </li>
          ))}
        </ul>
      ) : (
        <p className={css({ color: 'muted', m: 0 })}>No changes of price or status yet.</p>
      )}
    </section>
  );
}
