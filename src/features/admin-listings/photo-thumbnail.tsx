import { css } from 'styled-system/css';
import type { Caller } from '@/data/caller';
import { usePhotoSrc } from '@/data/portal/use-photos';
import { imageSources } from '@harbour/domain/image-sources';
import type { EditorImage } from './model/image-list';

/** A photo in the image manager: the one just prepared on this device, or the stored one. */
export function PhotoThumbnail({ image, caller, index }: { image: EditorImage; caller: Caller; index: number }) {
  const stored = usePhotoSrc(image.blob ? null : image.url, caller);
  const src = image.blob ? image.url : stored ? imageSources(stored).src : undefined;
  return (
    <div className={css({ aspectRatio: '4 / 3' })}>
      {src ? (
        <img
          src={src}
          alt={`Listing image ${index + 1}`}
          width={320}
          height={240}
          loading="lazy"
          draggable={false}
          className={css({ w: 'full', h: 'full', objectFit: 'cover', display: 'block' })}
        />
      ) : (
        <div
          className={css({
            w: 'full',
            h: 'full',
            display: 'grid',
            placeItems: 'center',
            fontSize: 'xs',
            color: 'muted',
          })}
        >
          Loading…
        </div>
      )}
    </div>
  );
}
