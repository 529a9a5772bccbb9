import { css } from 'styled-system/css';
import type { Caller } from '@/data/caller';
import { MAX_PHOTOS } from '@/data/portal/photo-rules';
import type { EditorImage } from './model/image-list';
import { card, errorText, sectionTitle, srOnly } from './styles';
import { useImageManager } from './use-image-manager';
import { PhotoDropZone } from './photo-drop-zone';
import { PhotoThumb } from './photo-thumb';

interface Props {
  images: EditorImage[];
  onChange: (images: EditorImage[]) => void;
  caller: Caller;
  error?: string;
  /** Heading level text; 'Images' on the create form. */
  title?: string;
}

const thumbs = css({
  listStyle: 'none',
  p: 0,
  m: 0,
  display: 'grid',
  gap: '3',
  // At least 9.5rem a photo, so each toolbar keeps three 44 px buttons side by side (two columns at 390 px, one at 360).
  gridTemplateColumns: { base: 'repeat(auto-fill, minmax(9.5rem, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
});

/**
 * The image manager: drop or pick photos (image/* only, at most 10), the first/primary one marked 'Primary',
 * make primary, remove, reorder with the buttons under each photo (44 px, for touch), by drag, or with the arrow keys
 * on a focused photo; a progress bar per pending upload.
 */
export function ImageManager({ images, onChange, caller, error, title = 'Images' }: Props) {
  const photos = useImageManager(images, onChange, caller);
  const { dragging, preparing } = photos;
  return (
    <section className={card} aria-labelledby="images-heading">
      <div
        className={css({
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'baseline',
          flexWrap: 'wrap',
          gap: '2',
        })}
      >
        <h2 id="images-heading" className={sectionTitle}>
          {title}
        </h2>
        <p className={css({ fontSize: 'sm', color: 'muted', m: 0 })} data-testid="image-count">
          {images.length} / {MAX_PHOTOS} images uploaded
        </p>
      </div>
      <PhotoDropZone
        full={photos.full}
        over={photos.over}
        onOver={photos.setOver}
        dragging={dragging !== null}
        onFiles={photos.addFiles}
      />
      {preparing ? (
        <p className={css({ fontSize: 'sm', color: 'muted', m: 0 })} role="status">
          Preparing {preparing} image{preparing === 1 ? '' : 's'}…
        </p>
      ) : null}
      {error ? (
        <p className={errorText} role="alert">
          {error}
        </p>
      ) : null}
      <p className={srOnly} aria-live="polite" data-testid="image-announcer">
        {photos.announcement}
      </p>
      {images.length ? (
        <>
          <p className={css({ fontSize: 'xs', color: 'muted', m: 0 })}>
            Reorder with the arrow buttons under each photo, by dragging, or with the arrow keys on a focused photo.
          </p>
          <ul ref={photos.listRef} className={thumbs} aria-label="Listing images">
            {images.map((image, index) => (
              <PhotoThumb
                key={image.id}
                image={image}
                index={index}
                count={images.length}
                caller={caller}
                upload={photos.progress.get(image.id)}
                dragged={dragging === index}
                dragging={dragging !== null}
                onMove={(to, action) => photos.move(index, to, action)}
                onMakePrimary={() => photos.makePrimary(image.id, index)}
                onRemove={() => photos.remove(image.id, index)}
                onDragStart={() => photos.startDrag(index)}
                onDragEnd={photos.endDrag}
                onDropHere={() => photos.dropOn(index)}
              />
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
