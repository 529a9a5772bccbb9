import type { Ref } from 'react';
import { css } from 'styled-system/css';
import { button } from '@/ui/button';
import type { useEarlyTap } from '@/ui/use-early-tap';
import type { Boat } from '@harbour/domain/schemas/boat';
import { BoatCard } from './boat-card';
import { FIRST_ROW, grid, laterItem, listItem } from './list-layout';
import { LIST_ITEM_ATTRIBUTE } from './list-anchor';
import type { SinceLastVisit } from './use-boat-search';

export interface BoatResultsProps {
  hydrated: boolean;
  /** The matching boats, of which the first `shown` are on the page. */
  results: readonly Boat[];
  shown: number;
  /** A first screen of another query shown while this one's answer comes. */
  updating: boolean;
  now: Date;
  sinceLastVisit: SinceLastVisit;
  /** 'Show more boats': offered or not, the next step, where scrolling asks for it, waiting for the whole list. */
  hasMore: boolean;
  showMore: () => void;
  sentinel: Ref<HTMLDivElement>;
  waitingForMore: boolean;
  showMoreEarly: ReturnType<typeof useEarlyTap>;
}

/** The cards of the boats matching the filters, and 'Show more boats' for the next ones. */
export function BoatResults({
  hydrated,
  results,
  shown,
  updating,
  now,
  sinceLastVisit,
  hasMore,
  showMore,
  sentinel,
  waitingForMore,
  showMoreEarly,
}: BoatResultsProps) {
  return (
    <>
      <ul
        className={`${grid} ${css({
          listStyle: 'none',
          p: '0',
          m: '0',
          transition: 'opacity 0.2s',
          '&[aria-busy=true]': { opacity: 0.6 },
        })}`}
        aria-label="Boats"
        aria-busy={updating || undefined}
      >
        {results.slice(0, shown).map((boat, i) => (
          <li key={boat.id} className={i < FIRST_ROW ? listItem : laterItem} {...{ [LIST_ITEM_ATTRIBUTE]: boat.id }}>
            <BoatCard boat={boat} eager={i < FIRST_ROW} now={now} since={sinceLastVisit.get(boat.id)} />
          </li>
        ))}
      </ul>
      {hasMore ? (
        <div ref={sentinel} className={css({ display: 'flex', justifyContent: 'center', mt: '8' })}>
          <button
            type="button"
            className={`${button({ variant: 'outline' })} ${css({ '&[aria-busy=true]': { cursor: 'progress' } })}`}
            onClick={hydrated ? showMore : undefined}
            aria-busy={waitingForMore || undefined}
            {...showMoreEarly}
          >
            Show more boats
          </button>
        </div>
      ) : null}
    </>
  );
}
