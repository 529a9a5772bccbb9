import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import type { Boat } from '@harbour/domain/schemas/boat';
import { boatPriceLabel } from '@harbour/domain/boats/boat-price';
import { boatTitle } from '@harbour/domain/boats/boat-title';
import { boatLengthLabel } from '@harbour/domain/boats/boat-units';
import { publicState } from '@harbour/domain/boats/listing-visibility';
import { similarBoats } from '@harbour/domain/boats/similar-boats';
import { imageSources } from '@harbour/domain/image-sources';
import { useNow } from '@/ui/use-now';
import { useUnits } from '@/ui/use-units';
import { primaryImage } from '../model/images';
import { usePublicBoats } from '../queries';
import { Photo } from '@/ui/photo';

/** Up to three boats for sale like this one (similarBoats: same type, price ±30 %, length ±20 %), nearest first. */
export default function SimilarBoats({ boat }: { boat: Boat }) {
  const result = usePublicBoats();
  const now = useNow();
  const [units] = useUnits();
  if (result.status !== 'ready') return null;
  const forSale = result.data.filter((b) => publicState(b, now) === 'for-sale');
  const similar = similarBoats(boat, forSale);
  if (similar.length === 0) return null;
  return (
    <section aria-labelledby="similar-boats" className={css({ mt: '12', _print: { display: 'none' } })}>
      <h2 id="similar-boats" className={css({ fontSize: '2xl', fontWeight: 'bold', mb: '4' })}>
        Similar Boats
      </h2>
      <ul
        className={css({
          display: 'grid',
          gap: '4',
          gridTemplateColumns: { base: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
          listStyle: 'none',
          p: '0',
          m: '0',
        })}
      >
        {similar.map((other) => {
          const title = boatTitle(other);
          const photo = primaryImage(other.images);
          return (
            <li key={other.id} data-testid="similar-boat">
              <Link
                to="/boats/$boatId"
                params={{ boatId: other.id }}
                className={css({
                  display: 'grid',
                  gridTemplateColumns: { base: '8rem minmax(0, 1fr)', sm: '1fr' },
                  gap: '3',
                  alignItems: 'center',
                  p: '3',
                  rounded: 'xl',
                  borderWidth: '1px',
                  borderColor: 'border',
                  bg: 'white',
                  _hover: { shadow: 'md' },
                })}
              >
                <span className={css({ aspectRatio: '4 / 3', bg: 'gray.100', rounded: 'lg', overflow: 'hidden' })}>
                  {photo ? (
                    <Photo
                      {...imageSources(photo.url)}
                      sizes="(min-width: 640px) 380px, 8rem"
                      alt=""
                      width={480}
                      height={360}
                      loading="lazy"
                      decoding="async"
                      className={css({ w: 'full', h: 'full', objectFit: 'cover', display: 'block' })}
                    />
                  ) : null}
                </span>
                <span className={css({ display: 'grid', gap: '1', minW: '0' })}>
                  <span className={css({ fontWeight: 'semibold', color: 'fg' })} data-testid="similar-boat-title">
                    {title}
                  </span>
                  <span className={css({ fontWeight: 'bold', color: 'navy.700' })}>{boatPriceLabel(other)}</span>
                  <span className={css({ fontSize: 'sm', color: 'muted' })}>
                    {boatLengthLabel(other, units)} · {other.location}
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
