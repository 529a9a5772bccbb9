import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { Photo } from '@/ui/photo';
import { imageSources } from '@harbour/domain/image-sources';
import { boatPriceLabel } from '@harbour/domain/boats/boat-price';
import { useRecentlyViewed } from './api/recently-viewed-hint';

const list = css({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: { base: '10rem', md: '12rem' },
  gap: '4',
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  listStyle: 'none',
  p: '0',
  m: '0',
  pb: '2',
});
const item = css({
  display: 'block',
  textDecoration: 'none',
  color: 'inherit',
  rounded: 'lg',
  overflow: 'hidden',
  borderWidth: '1px',
  borderColor: 'border',
  bg: 'white',
  h: 'full',
});
const thumb = css({ aspectRatio: '4 / 3', w: 'full', objectFit: 'cover', display: 'block', bg: 'gray.100' });

/**
 * "Recently Viewed": the boats this device's visitor opened last, newest first, with the price seen then (nothing
 * shown when there are none).
 */
export default function RecentlyViewedStrip({ className }: { className?: string }) {
  const boats = useRecentlyViewed();
  if (boats.length === 0) return null;
  return (
    <section aria-labelledby="recently-viewed" className={className} data-testid="recently-viewed">
      <h2 id="recently-viewed" className={css({ fontSize: 'xl', fontWeight: 'bold', mb: '3' })}>
        Recently Viewed
      </h2>
      <ul className={list}>
        {boats.map((boat) => {
          const sources = boat.imageUrl ? imageSources(boat.imageUrl) : null;
          const title = boat.title;
          return (
            <li key={boat.boatId}>
              <Link to="/boats/$boatId" params={{ boatId: boat.boatId }} className={item}>
                {sources ? (
                  <Photo
                    src={sources.src}
                    srcSet={sources.srcSet}
                    sizes={sources.srcSet ? '12rem' : undefined}
                    width={480}
                    height={360}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    className={thumb}
                  />
                ) : (
                  <span className={thumb} />
                )}
                <span className={css({ display: 'block', p: '2', fontSize: 'sm' })}>
                  <span className={css({ display: 'block', fontWeight: 'semibold', lineClamp: '2' })}>{title}</span>
                  <span className={css({ display: 'block', color: 'navy.700', fontWeight: 'bold' })}>
                    {boatPriceLabel(boat)}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
