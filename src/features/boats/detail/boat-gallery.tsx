import { Suspense, lazy, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import type { BoatImage } from '@harbour/domain/schemas/boat';
import { imageSources } from '@harbour/domain/image-sources';
import { useHydrated } from '@/ui/use-hydrated';
import { Photo } from '@/ui/photo';

interface Props {
  title: string;
  /** Already in display order. */
  images: BoatImage[];
  /** Index of the image shown large at first (the primary image). */
  initialIndex: number;
}

// Loaded on the first tap on the main photo: off the page's first load (src/lib/budgets.ts).
const FullScreenGallery = lazy(() => import('./full-screen-gallery'));

const frame = css({ aspectRatio: '4 / 3', bg: 'gray.100', rounded: 'xl', overflow: 'hidden' });
const fill = css({ w: 'full', h: 'full', objectFit: 'cover', display: 'block' });

/**
 * Large image with thumbnails below in a 3-column grid; a thumbnail click shows that image large, a tap on the large
 * image opens the photos full screen.
 */
export function BoatGallery({ title, images, initialIndex }: Props) {
  const [selected, setSelected] = useState(initialIndex);
  // null until first opened: the full-screen gallery's code is fetched then, and stays mounted to animate and return focus.
  const [fullScreen, setFullScreen] = useState<{ open: boolean } | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const hydrated = useHydrated();
  const current = images[selected] ?? images[0];
  if (!current) {
    return (
      <div className={`${frame} ${css({ display: 'grid', placeItems: 'center', color: 'muted' })}`}>
        No images available
      </div>
    );
  }
  const large = imageSources(current.url);
  // An empty alt (a photo added without a description) is no name: the main photo's button would be announced as
  // ", open the photos full screen" (#30).
  const altFor = (image: BoatImage, i: number) => image.alt?.trim() || `${title}, photo ${i + 1} of ${images.length}`;
  return (
    <div className={css({ display: 'grid', gap: '3' })}>
      <div className={frame}>
        <button
          ref={opener}
          type="button"
          aria-haspopup="dialog"
          // Named as one phrase: from the photo's alt and a hidden text, Chrome joined them as "…photo 1 of 3 , open…".
          aria-label={`${altFor(current, selected)}, open the photos full screen`}
          disabled={!hydrated}
          onClick={() => setFullScreen({ open: true })}
          className={css({ display: 'block', w: 'full', h: 'full', p: '0', border: '0', cursor: 'zoom-in' })}
          data-testid="gallery-open-full-screen"
        >
          <Photo
            key={current.id}
            src={large.src}
            srcSet={large.srcSet}
            sizes={large.srcSet ? '(min-width: 1024px) 800px, 100vw' : undefined}
            width={1600}
            height={1200}
            alt={altFor(current, images.indexOf(current))}
            decoding="async"
            fetchPriority="high"
            className={fill}
            data-testid="gallery-main-image"
          />
        </button>
      </div>
      {fullScreen ? (
        <Suspense fallback={null}>
          <FullScreenGallery
            title={title}
            photos={images.map((image, i) => ({ id: image.id, ...imageSources(image.url), alt: altFor(image, i) }))}
            open={fullScreen.open}
            startIndex={images.indexOf(current)}
            onClose={(index) => {
              setSelected(index);
              setFullScreen({ open: false });
            }}
            returnFocusTo={() => opener.current}
          />
        </Suspense>
      ) : null}
      {images.length > 1 ? (
        <ul
          // Phones: one row that scrolls sideways, so the title and price come right under the photo.
          className={css({
            display: 'grid',
            gridAutoFlow: { base: 'column', md: 'row' },
            gridAutoColumns: { base: '30%', md: 'auto' },
            gridTemplateColumns: { md: 'repeat(3, minmax(0, 1fr))' },
            overflowX: { base: 'auto', md: 'visible' },
            gap: '3',
            listStyle: 'none',
            p: '0',
            m: '0',
          })}
        >
          {images.map((image, i) => {
            const thumb = imageSources(image.url);
            const pressed = image.id === current.id;
            return (
              <li key={image.id}>
                <button
                  type="button"
                  aria-pressed={pressed}
                  aria-label={`Show photo ${i + 1} of ${images.length}`}
                  disabled={!hydrated}
                  onClick={() => setSelected(i)}
                  className={css({
                    display: 'block',
                    w: 'full',
                    p: '0',
                    aspectRatio: '4 / 3',
                    rounded: 'lg',
                    overflow: 'hidden',
                    cursor: 'pointer',
                    borderWidth: '3px',
                    borderColor: 'transparent',
                    bg: 'gray.100',
                    '&[aria-pressed=true]': { borderColor: 'sea.500' },
                    _hover: { opacity: 0.9 },
                  })}
                >
                  <Photo
                    src={thumb.src}
                    srcSet={thumb.srcSet}
                    sizes={thumb.srcSet ? '(min-width: 1024px) 260px, 33vw' : undefined}
                    width={480}
                    height={360}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    className={fill}
                  />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
