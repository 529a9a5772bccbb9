import { css } from 'styled-system/css';
import type { Caller } from '@/data/caller';
import { usePhotoSrc } from '@/data/portal/use-photos';
import { isPendingPhoto } from '@/data/portal/photo-rules';
import { imageSources } from '@harbour/domain/image-sources';

/** A listing's photo as stored (or still waiting to upload from this device, marked so). */
export function StoredImage({
  url,
  alt,
  caller,
  eager = false,
}: {
  url: string;
  alt: string;
  caller: Caller;
  eager?: boolean;
}) {
  const src = usePhotoSrc(url, caller);
  return (
    <div
      className={css({ position: 'relative', aspectRatio: '4 / 3', bg: 'gray.100', rounded: 'lg', overflow: 'hidden' })}
    >
      {src ? (
        <img
          src={imageSources(src).src}
          alt={alt}
          width={960}
          height={720}
          loading={eager ? 'eager' : 'lazy'}
          className={css({ w: 'full', h: 'full', objectFit: 'cover' })}
        />
      ) : null}
      {isPendingPhoto(url) ? (
        <span
          className={css({
            position: 'absolute',
            top: '2',
            right: '2',
            fontSize: 'xs',
            px: '2',
            py: '0.5',
            rounded: 'full',
            bg: 'yellow.100',
            color: 'yellow.900',
          })}
          data-testid="pending-marker"
        >
          Waiting to upload
        </span>
      ) : null}
    </div>
  );
}
