import type { KeyboardEvent } from 'react';
import { css } from 'styled-system/css';
import type { Caller } from '@/data/caller';
import { PENDING_PREFIX } from '@/data/portal/photo-rules';
import type { EditorImage } from './model/image-list';
import { PhotoActions } from './photo-actions';
import { PhotoThumbnail } from './photo-thumbnail';
import { UploadProgress } from './upload-progress';
import type { MoveAction } from './use-image-manager';

const thumb = css({
  position: 'relative',
  rounded: 'lg',
  overflow: 'hidden',
  borderWidth: '2px',
  borderColor: 'border',
  bg: 'gray.100',
  cursor: 'grab',
  _focusVisible: { outline: '3px solid', outlineColor: 'sea.500' },
  '&[data-primary=true]': { borderColor: 'sea.500' },
  '&[data-dragging=true]': { opacity: 0.5 },
});

export interface PhotoThumbProps {
  image: EditorImage;
  /** Its position (from 0) of `count`. */
  index: number;
  count: number;
  caller: Caller;
  /** Its upload, while it waits to upload from this device. */
  upload: { progress: number; lastError: string | null } | undefined;
  /** This photo is being dragged; a photo (any) is. */
  dragged: boolean;
  dragging: boolean;
  onMove: (to: number, action: MoveAction) => void;
  onMakePrimary: () => void;
  onRemove: () => void;
  onDragStart: () => void;
  onDragEnd: () => void;
  /** The photo dragged dropped here. */
  onDropHere: () => void;
}

/**
 * One photo of the listing, with its badge, its upload and its actions; moved by drag or, focused, with the arrow keys.
 */
export function PhotoThumb({
  image,
  index,
  count,
  caller,
  upload,
  dragged,
  dragging,
  onMove,
  onMakePrimary,
  onRemove,
  onDragStart,
  onDragEnd,
  onDropHere,
}: PhotoThumbProps) {
  function onKey(e: KeyboardEvent<HTMLLIElement>) {
    if (e.target !== e.currentTarget) return;
    if (e.key === 'ArrowLeft' || e.key === 'ArrowUp') {
      e.preventDefault();
      onMove(index - 1, null);
    } else if (e.key === 'ArrowRight' || e.key === 'ArrowDown') {
      e.preventDefault();
      onMove(index + 1, null);
    }
  }

  return (
    <li
      data-thumb
      data-testid="image-thumb"
      data-image-id={image.id}
      data-primary={image.isPrimary}
      data-dragging={dragged}
      className={thumb}
      tabIndex={0}
      draggable
      aria-label={`Image ${index + 1} of ${count}${image.isPrimary ? ', primary' : ''}`}
      onKeyDown={onKey}
      onDragStart={(e) => {
        onDragStart();
        e.dataTransfer.effectAllowed = 'move';
        e.dataTransfer.setData('text/plain', String(index));
      }}
      onDragEnd={onDragEnd}
      onDragOver={(e) => {
        if (!dragging) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = 'move';
      }}
      onDrop={(e) => {
        if (!dragging) return;
        e.preventDefault();
        e.stopPropagation();
        onDropHere();
      }}
    >
      <div className={css({ position: 'relative' })}>
        <PhotoThumbnail image={image} caller={caller} index={index} />
        {image.isPrimary ? (
          <span
            className={css({
              position: 'absolute',
              top: '2',
              left: '2',
              px: '2',
              py: '0.5',
              rounded: 'full',
              bg: 'sea.600',
              color: 'white',
              fontSize: 'xs',
              fontWeight: 'bold',
            })}
            data-testid="primary-badge"
          >
            Primary
          </span>
        ) : null}
        {image.url.startsWith(PENDING_PREFIX) ? <UploadProgress view={upload} /> : null}
      </div>
      <PhotoActions
        index={index}
        count={count}
        isPrimary={image.isPrimary}
        onMakePrimary={onMakePrimary}
        onMove={onMove}
        onRemove={onRemove}
      />
    </li>
  );
}
