import { css } from 'styled-system/css';
import type { Boat } from '@harbour/domain/schemas/boat';
import { BoatCard } from './boat-card';
import { grid, laterItem } from './list-layout';

/** The boats sold through the brokerage in the last 30 days. */
export function RecentlySold({ boats, now }: { boats: readonly Boat[]; now: Date }) {
  return (
    <section aria-labelledby="recently-sold" className={css({ mt: '16' })}>
      <h2 id="recently-sold" className={css({ fontSize: '2xl', fontWeight: 'bold', m: '0', mb: '2' })}>
        Recently Sold
      </h2>
      <p className={css({ color: 'muted', mt: '0', mb: '6' })}>
        Sold through our brokerage in the last 30 days. Looking for one like it? Ask us.
      </p>
      <ul className={`${grid} ${css({ listStyle: 'none', p: '0', m: '0' })}`} aria-label="Recently sold boats">
        {boats.map((boat) => (
          <li key={boat.id} className={laterItem}>
            <BoatCard boat={boat} eager={false} now={now} />
          </li>
        ))}
      </ul>
    </section>
  );
}
