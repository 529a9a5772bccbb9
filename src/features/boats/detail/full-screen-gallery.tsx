import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { css } from 'styled-system/css';
import { photoPositionLabel, stepPhoto, swipeStep } from './gallery-steps';

export interface GalleryPhoto {
  id: string;
  src: string;
  srcSet?: string;
  alt: string;
}

interface Props {
  /** The boat's title: the dialog's name. */
  title: string;
  photos: GalleryPhoto[];
  open: boolean;
  startIndex: number;
  /** Called with the photo shown last, so the page can show it too. */
  onClose: (index: number) => void;
  /** Where focus goes back to when the dialog closes (the photo that opened it). */
  returnFocusTo: () => HTMLElement | null;
}

const navButton = css({
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  w: '12',
  h: '12',
  rounded: 'full',
  bg: 'rgba(15, 23, 42, 0.7)',
  color: 'white',
  fontSize: '2xl',
  cursor: 'pointer',
  display: 'grid',
  placeItems: 'center',
  _hover: { bg: 'rgba(15, 23, 42, 0.9)' },
  _focusVisible: { outline: '3px solid white', outlineOffset: '2px' },
});

/**
 * The boat's photos full screen (loaded on the first tap on the main photo): swipe or arrow keys move, Escape or
 * Close ends it; Ark UI's dialog traps focus, names the dialog and returns focus to the photo that opened it. The
 * position ("Photo 3 of 12") is announced as it changes.
 */
export default function FullScreenGallery({ title, photos, open, startIndex, onClose, returnFocusTo }: Props) {
  const [index, setIndex] = useState(startIndex);
  const [openedAt, setOpenedAt] = useState(startIndex);
  // Opened again from another photo: start there (state adjusted during render, React's pattern for a changed prop).
  if (open && openedAt !== startIndex) {
    setOpenedAt(startIndex);
    setIndex(startIndex);
  }
  const drag = useRef<{ id: number; x: number; y: number } | null>(null);
  const count = photos.length;
  const photo = photos[index] ?? photos[0];
  const go = (step: number) => setIndex((i) => stepPhoto(i, step, count));

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    // The Previous/Next buttons take their own presses.
    if (!event.isPrimary || (event.target as Element).closest('button')) return;
    drag.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const start = drag.current;
    drag.current = null;
    if (!start || start.id !== event.pointerId) return;
    const step = swipeStep(event.clientX - start.x, event.clientY - start.y);
    if (step !== 0) go(step);
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (details.open) return;
        setOpenedAt(index); // the page now shows this photo: opening again starts here
        onClose(index);
      }}
      finalFocusEl={returnFocusTo}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop className={css({ position: 'fixed', inset: '0', zIndex: 70, bg: 'rgba(2, 6, 23, 0.96)' })} />
        <Dialog.Positioner className={css({ position: 'fixed', inset: '0', zIndex: 71 })}>
          <Dialog.Content
            onKeyDown={onKeyDown}
            data-testid="full-screen-gallery"
            className={css({
              position: 'relative',
              w: 'full',
              h: 'full',
              display: 'grid',
              gridTemplateRows: 'auto minmax(0, 1fr)',
              color: 'white',
              outline: 'none',
            })}
          >
            <div
              className={css({
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: '3',
                px: '4',
                py: '3',
              })}
            >
              <div className={css({ minW: '0' })}>
                <Dialog.Title className={css({ fontSize: 'md', fontWeight: 'semibold', m: '0', truncate: true })}>
                  {title}: photos
                </Dialog.Title>
                <p aria-live="polite" className={css({ fontSize: 'sm', m: '0', color: 'gray.200' })}>
                  {photoPositionLabel(index, count)}
                </p>
              </div>
              <Dialog.CloseTrigger
                className={css({
                  flexShrink: 0,
                  minW: '11',
                  h: '11',
                  px: '3',
                  rounded: 'md',
                  bg: 'white',
                  color: 'navy.900',
                  fontWeight: 'semibold',
                  cursor: 'pointer',
                  _focusVisible: { outline: '3px solid white', outlineOffset: '2px' },
                })}
              >
                Close
              </Dialog.CloseTrigger>
            </div>
            <div
              onPointerDown={onPointerDown}
              onPointerUp={onPointerUp}
              onPointerCancel={() => (drag.current = null)}
              data-testid="full-screen-photo-area"
              className={css({
                position: 'relative',
                minH: '0',
                display: 'grid',
                placeItems: 'center',
                touchAction: 'none',
                userSelect: 'none',
              })}
            >
              {photo ? (
                <img
                  key={photo.id}
                  src={photo.src}
                  srcSet={photo.srcSet}
                  sizes={photo.srcSet ? '100vw' : undefined}
                  alt={photo.alt}
                  draggable={false}
                  data-testid="full-screen-photo"
                  className={css({ maxW: 'full', maxH: 'full', objectFit: 'contain', display: 'block' })}
                />
              ) : null}
              {count > 1 ? (
                <>
                  <button
                    type="button"
                    aria-label="Previous photo"
                    onClick={() => go(-1)}
                    className={`${navButton} ${css({ left: '3' })}`}
                  >
                    <span aria-hidden="true">‹</span>
                  </button>
                  <button
                    type="button"
                    aria-label="Next photo"
                    onClick={() => go(1)}
                    className={`${navButton} ${css({ right: '3' })}`}
                  >
                    <span aria-hidden="true">›</span>
                  </button>
                </>
              ) : null}
            </div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
