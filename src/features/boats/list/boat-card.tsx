import { memo } from 'react';
import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import type { Boat } from '@harbour/domain/schemas/boat';
import { imageSources } from '@harbour/domain/image-sources';
import { listingBadges } from '@harbour/domain/boats/listing-badges';
import { boatLengthLabel } from '@harbour/domain/boats/boat-units';
import { button } from '@/ui/button';
import { boatTitle } from '@harbour/domain/boats/boat-title';
import { conditionLabel } from '../model/conditions';
import { primaryImage } from '../model/images';
import { BoatPrice, ListingBadges } from './listing-truth';
import { CompareToggle, SaveBoatButton } from '@/features/saved';
import { Photo } from '@/ui/photo';
import { useUnits } from '@/ui/use-units';

const CARD_SIZES = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw';

const card = css({
  display: 'flex',
  flexDirection: 'column',
  bg: 'white',
  rounded: 'xl',
  overflow: 'hidden',
  borderWidth: '1px',
  borderColor: 'border',
  shadow: 'sm',
  transition: 'box-shadow 150ms',
  _hover: { shadow: 'lg' },
});
const media = css({ position: 'relative', aspectRatio: '4 / 3', bg: 'gray.100' });
// A sold boat's card stays a few weeks as a record of the sale: greyed, so it never reads as one for sale.
const soldCard = css({ filter: 'grayscale(1)', opacity: '0.8' });
const image = css({ w: 'full', h: 'full', objectFit: 'cover', display: 'block' });
const badge = css({
  position: 'absolute',
  top: '3',
  left: '3',
  px: '2.5',
  py: '0.5',
  rounded: 'full',
  fontSize: 'xs',
  fontWeight: 'bold',
  color: 'white',
  '&[data-condition=new]': { bg: 'sea.600' },
  '&[data-condition=used]': { bg: 'navy.700' },
});
const facts = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: '2',
  fontSize: 'sm',
  m: '0',
});
const clamp2 = css({ color: 'muted', fontSize: 'sm', lineClamp: '2', m: '0' });
// Class names worked out once, not per card render: typing in the search mounts up to 24 cards per keystroke.
const noImage = css({ h: 'full', display: 'grid', placeItems: 'center', color: 'muted', fontSize: 'sm' });
const body = css({ display: 'flex', flexDirection: 'column', gap: '3', p: '5', flex: '1' });
const titleStyle = css({ fontSize: 'xl', fontWeight: 'bold', m: '0' });
const typeStyle = css({ color: 'muted', fontSize: 'sm', m: '0' });
const priceStyle = css({ fontSize: '2xl', fontWeight: 'bold', color: 'navy.700', m: '0' });
const factLabel = css({ color: 'muted', fontSize: 'xs' });
const factValue = css({ m: '0', fontWeight: 'medium' });
const srOnly = css({ srOnly: true });
const sinceStyle = css({
  alignSelf: 'start',
  m: '0',
  px: '2.5',
  py: '0.5',
  rounded: 'full',
  fontSize: 'xs',
  fontWeight: 'bold',
  bg: 'sea.600',
  color: 'white',
});
const heart = css({ position: 'absolute', bottom: '3', right: '3' });
const compare = css({ mt: 'auto', mb: '-2' });
const pushDown = css({ mt: 'auto' });
const detailsLink = `${button({ variant: 'default' })} ${css({ w: 'full' })}`;

interface Props {
  boat: Boat;
  /** Cards in the first row load their image at once; the rest wait until scrolled near. */
  eager: boolean;
  /** The time the listing's badges are worked out at (useNow). */
  now: Date;
  /** In a saved search: new, or at another price, since the visitor last opened it. */
  since?: 'new' | 'price-changed';
}

/** Memoised: typing in the search re-renders the list, not the cards whose boat did not change. */
export const BoatCard = memo(function BoatCard({ boat, eager, now, since }: Props) {
  const title = boatTitle(boat);
  const primary = primaryImage(boat.images);
  const sources = primary ? imageSources(primary.url) : null;
  const badges = listingBadges(boat, now);
  const sold = badges.includes('Sold');
  const [units] = useUnits();
  return (
    <article className={sold ? `${card} ${soldCard}` : card} data-testid="boat-card" data-sold={sold || undefined}>
      <div className={media}>
        {sources && primary ? (
          <Photo
            src={sources.src}
            srcSet={sources.srcSet}
            sizes={sources.srcSet ? CARD_SIZES : undefined}
            width={960}
            height={720}
            alt={primary.alt ?? title}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : undefined}
            decoding="async"
            className={image}
          />
        ) : (
          <div className={noImage}>No image available</div>
        )}
        <span className={badge} data-condition={boat.condition} data-testid="boat-card-condition">
          {conditionLabel(boat.condition)}
        </span>
        <ListingBadges badges={badges} />
        <SaveBoatButton boat={boat} look="icon" className={heart} />
      </div>
      <div className={body}>
        {since ? (
          <p className={sinceStyle} data-testid="since-last-visit">
            {since === 'new' ? 'New since your last visit' : 'Price changed'}
          </p>
        ) : null}
        <div>
          <h2 className={titleStyle} data-testid="boat-card-title">
            {title}
          </h2>
          <p className={typeStyle} data-testid="boat-card-type">
            {boat.type}
          </p>
        </div>
        <BoatPrice boat={boat} now={now} className={priceStyle} testId="boat-card-price" />
        <dl className={facts}>
          <div>
            <dt className={factLabel}>Length</dt>
            <dd className={factValue} data-testid="boat-card-length">
              {boatLengthLabel(boat, units)}
            </dd>
          </div>
          <div>
            <dt className={factLabel}>Year</dt>
            <dd className={factValue} data-testid="boat-card-year">
              {boat.year}
            </dd>
          </div>
          <div>
            <dt className={factLabel}>Condition</dt>
            <dd className={factValue}>{conditionLabel(boat.condition)}</dd>
          </div>
        </dl>
        <p className={clamp2}>{boat.description}</p>
        {sold ? null : <CompareToggle boatId={boat.id} title={title} className={compare} />}
        <Link
          to="/boats/$boatId"
          params={{ boatId: boat.id }}
          className={sold ? `${detailsLink} ${pushDown}` : detailsLink}
        >
          View Details<span className={srOnly}> of {title}</span>
        </Link>
      </div>
    </article>
  );
});

export function BoatCardSkeleton() {
  const bar = css({ bg: 'gray.200', rounded: 'md' });
  return (
    <div className={card} data-testid="boat-card-skeleton" aria-hidden="true">
      <div className={`${media} ${css({ animation: 'pulse 1.5s ease-in-out infinite' })}`} />
      <div className={css({ display: 'grid', gap: '3', p: '5' })}>
        <div className={`${bar} ${css({ h: '6', w: '3/4' })}`} />
        <div className={`${bar} ${css({ h: '4', w: '1/3' })}`} />
        <div className={`${bar} ${css({ h: '8', w: '1/2' })}`} />
        <div className={`${bar} ${css({ h: '10', w: 'full' })}`} />
        <div className={`${bar} ${css({ h: '11', w: 'full' })}`} />
      </div>
    </div>
  );
}
