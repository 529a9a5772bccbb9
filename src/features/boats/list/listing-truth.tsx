import { css } from 'styled-system/css';
import type { Boat } from '@harbour/domain/schemas/boat';
import { boatPriceLabel, recentReduction } from '@harbour/domain/boats/boat-price';
import type { ListingBadge } from '@harbour/domain/boats/listing-badges';
import { formatUsd } from '@harbour/domain/format';
import { ApproxPriceSlot } from '@/ui/approx-price-slot';

const badgeList = css({
  position: 'absolute',
  top: '3',
  right: '3',
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: '1.5',
  listStyle: 'none',
  p: '0',
  m: '0',
  maxW: '70%',
});
const badge = css({
  px: '2.5',
  py: '0.5',
  rounded: 'full',
  fontSize: 'xs',
  fontWeight: 'bold',
  shadow: 'sm',
  '&[data-badge="Under Offer"]': { bg: 'orange.100', color: 'orange.900' },
  '&[data-badge="Sold"]': { bg: 'gray.800', color: 'white' },
  '&[data-badge="Price Reduced"]': { bg: 'red.100', color: 'red.800' },
  '&[data-badge="Just listed"]': { bg: 'white', color: 'navy.800' },
});

/** A listing's badges over its photo (card) or beside its title (page), most important first. */
export function ListingBadges({ badges, inline = false }: { badges: ListingBadge[]; inline?: boolean }) {
  if (badges.length === 0) return null;
  return (
    <ul
      className={
        inline ? css({ display: 'flex', flexWrap: 'wrap', gap: '1.5', listStyle: 'none', p: '0', m: '0' }) : badgeList
      }
      aria-label="Listing status"
      data-testid="listing-badges"
    >
      {badges.map((b) => (
        <li key={b} className={badge} data-badge={b}>
          {b}
        </li>
      ))}
    </ul>
  );
}

const was = css({ fontSize: 'md', fontWeight: 'medium', color: 'muted', ms: '2' });

/**
 * The price as the public sees it: 'Price on Request' (never a number), or the price, with the previous one struck
 * through for 30 days after a reduction, and an approximate price in the visitor's currency when one is picked
 * (`datedApprox`: with the rates' date under it).
 */
export function BoatPrice({
  boat,
  now,
  className,
  testId,
  datedApprox,
}: {
  boat: Boat;
  now: Date;
  className: string;
  testId: string;
  datedApprox?: boolean;
}) {
  const reduction = recentReduction(boat, now);
  return (
    <p className={className} data-testid={testId}>
      {boatPriceLabel(boat)}
      {reduction ? (
        <s className={was} data-testid="previous-price">
          <span className={css({ srOnly: true })}>was </span>
          {formatUsd(reduction.from)}
        </s>
      ) : null}
      {boat.priceOnRequest ? null : <ApproxPriceSlot usd={boat.price} dated={datedApprox} />}
    </p>
  );
}
