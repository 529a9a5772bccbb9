import { useEffect } from 'react';
import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { useFeaturedBoats } from './featured-boats-store';
import { container, sectionTitle } from './home-sections';

/**
 * A few listings for sale, newest first, in the page's HTML (rendered by the `preview` function from the live
 * listings) or loaded after hydration (featured-boats-store.ts says when). Small on
 * purpose: the home page's JS budget (src/lib/budgets.ts) has little room.
 */
export function FeaturedBoatsSection() {
  const boats = useFeaturedBoats();
  const none = !boats.length;
  useEffect(() => {
    if (none) import('./featured-boats-later').then((m) => m.loadFeaturedBoatsLater()).catch(console.warn);
  }, [none]);
  if (none) return null;
  return (
    <section aria-labelledby="featured-title" className={css({ pt: { base: '16', md: '24' } })}>
      <div className={container}>
        <h2 id="featured-title" className={sectionTitle}>
          Featured Boats
        </h2>
        <ul
          className={css({
            listStyle: 'none',
            p: 0,
            mt: '8',
            display: 'grid',
            gap: '6',
            gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' },
          })}
        >
          {boats.map((boat) => (
            <li
              key={boat.id}
              className={css({ rounded: 'xl', overflow: 'hidden', borderWidth: '1px', borderColor: 'border' })}
            >
              <Link to="/boats/$boatId" params={{ boatId: boat.id }} className={css({ display: 'block' })}>
                {boat.photo && (
                  <img
                    src={boat.photo.src}
                    srcSet={boat.photo.srcSet}
                    sizes="(min-width: 768px) 33vw, 100vw"
                    alt={boat.photo.alt}
                    width={960}
                    height={640}
                    loading="lazy"
                    className={css({ w: 'full', aspectRatio: '3/2', objectFit: 'cover' })}
                  />
                )}
                <div className={css({ p: '4' })}>
                  <h3 className={css({ fontSize: 'lg', fontWeight: 'bold', color: 'navy.900' })}>{boat.title}</h3>
                  {boat.length} · <strong>{boat.price}</strong>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
