import { useEffect, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { css } from 'styled-system/css';
import type { Caller } from '@/data/caller';
import { isImageFile, MAX_PHOTOS, PENDING_PREFIX } from '@/data/portal/photo-rules';
import { preparePhoto } from '@/data/portal/prepare-photo';
import { usePendingUploads, usePhotoSrc } from '@/data/portal/use-photos';
import { imageSources } from '@harbour/domain/image-sources';
import { logError } from '@/lib/log';
import { startAttempt } from '@/ui/toaster';
import { addImages, makePrimary, moveImage, removeImage, type EditorImage } from './model/image-list';
import { card, errorText, sectionTitle, srOnly } from './styles';
import { randomId } from '@/lib/random-id';

interface Props {
  images: EditorImage[];
  onChange: (images: EditorImage[]) => void;
  caller: Caller;
  error?: string;
  /** Heading level text; 'Images' on the create form. */
  title?: string;
}

const dropZone = css({
  display: 'grid',
  placeItems: 'center',
  gap: '2',
  p: '6',
  rounded: 'lg',
  borderWidth: '2px',
  borderStyle: 'dashed',
  borderColor: 'gray.300',
  textAlign: 'center',
  color: 'muted',
  cursor: 'pointer',
  bg: 'gray.50',
  '&[data-active=true]': { borderColor: 'sea.500', bg: 'navy.50' },
  _focusWithin: { borderColor: 'sea.500' },
});
const thumbs = css({
  listStyle: 'none',
  p: 0,
  m: 0,
  display: 'grid',
  gap: '3',
  // At least 9.5rem a photo, so each toolbar keeps three 44 px buttons side by side (two columns at 390 px, one at 360).
  gridTemplateColumns: { base: 'repeat(auto-fill, minmax(9.5rem, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
});
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
/** The photo's actions sit under it, always shown: on a touch screen nothing covers the photo or its badge. */
const toolbar = css({ display: 'grid', gap: '1', p: '1', bg: 'white', borderTopWidth: '1px', borderColor: 'border' });
const toolbarRow = css({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: '1' });
const controlButton = css({
  minH: '11',
  minW: '11',
  display: 'inline-grid',
  placeItems: 'center',
  fontSize: 'sm',
  fontWeight: 'medium',
  px: '2',
  rounded: 'md',
  bg: 'white',
  color: 'navy.900',
  borderWidth: '1px',
  borderColor: 'gray.300',
  cursor: 'pointer',
  _hover: { bg: 'gray.50' },
  _disabled: { opacity: 0.4, cursor: 'not-allowed' },
  _focusVisible: { outline: '2px solid', outlineColor: 'sea.500' },
});

/**
 * The image manager: drop or pick photos (image/* only, at most 10), the first/primary one marked 'Primary',
 * make primary, remove, reorder with the buttons under each photo (44 px, for touch), by drag, or with the arrow keys
 * on a focused photo; a progress bar per pending upload.
 */
export function ImageManager({ images, onChange, caller, error, title = 'Images' }: Props) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [preparing, setPreparing] = useState(0);
  const latest = useRef(images);
  latest.current = images;
  const uploads = usePendingUploads(caller);
  const progress = new Map((uploads.data ?? []).map((u) => [u.id, u]));
  // After a move, focus follows the image: to the same button when it can still be used, else the photo itself.
  const focusAfterMove = useRef<{ index: number; action: string | null } | null>(null);
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const target = focusAfterMove.current;
    if (target === null) return;
    focusAfterMove.current = null;
    const thumb = listRef.current?.querySelectorAll<HTMLElement>('[data-thumb]')[target.index];
    const button = target.action
      ? thumb?.querySelector<HTMLButtonElement>(`button[data-action="${target.action}"]:not(:disabled)`)
      : null;
    (button ?? thumb)?.focus();
  }, [images]);

  async function addFiles(files: File[]) {
    // One drop or pick is one try: its several refusals show together, and replace those of the try before.
    const { notify } = startAttempt();
    const refusedTypes = files.filter((f) => !isImageFile(f));
    if (refusedTypes.length) {
      notify(
        'Error',
        `${refusedTypes.map((f) => `"${f.name}"`).join(', ')}: only image files can be uploaded.`,
        'error',
      );
    }
    const accepted = files.filter(isImageFile);
    const room = Math.max(0, MAX_PHOTOS - latest.current.length - preparing);
    if (accepted.length > room) {
      notify(
        'Error',
        `A listing can have at most ${MAX_PHOTOS} images. ${accepted.length - room === 1 ? '1 image was' : `${accepted.length - room} images were`} not added.`,
        'error',
      );
    }
    const toPrepare = accepted.slice(0, room);
    if (!toPrepare.length) return;
    setPreparing((n) => n + toPrepare.length);
    const prepared: EditorImage[] = [];
    for (const file of toPrepare) {
      try {
        const blob = await preparePhoto(file);
        prepared.push({ id: randomId('p'), url: URL.createObjectURL(blob), isPrimary: false, displayOrder: 0, blob });
      } catch (e) {
        logError('prepare photo', e);
        notify('Error', e instanceof Error ? e.message : `"${file.name}" could not be added.`, 'error');
      }
    }
    setPreparing((n) => n - toPrepare.length);
    const result = addImages(latest.current, prepared);
    onChange(result.images);
    if (prepared.length)
      setAnnouncement(
        `${prepared.length} image${prepared.length === 1 ? '' : 's'} added. ${result.images.length} of ${MAX_PHOTOS}.`,
      );
  }

  function move(from: number, to: number, action: string | null = null) {
    if (to < 0 || to >= images.length || from === to) return;
    focusAfterMove.current = { index: to, action };
    onChange(moveImage(images, from, to));
    setAnnouncement(`Image moved to position ${to + 1} of ${images.length}.`);
  }

  function onThumbKey(e: KeyboardEvent<HTMLLIElement>, index: number) {
    if (e.target !== e.currentTarget) return;
    if (e.key === 'ArrowLeft' || e.key === 'ArrowUp') {
      e.preventDefault();
      move(index, index - 1);
    } else if (e.key === 'ArrowRight' || e.key === 'ArrowDown') {
      e.preventDefault();
      move(index, index + 1);
    }
  }

  function onZoneDrop(e: DragEvent) {
    e.preventDefault();
    setOver(false);
    if (e.dataTransfer.files.length) void addFiles(Array.from(e.dataTransfer.files));
  }

  const full = images.length >= MAX_PHOTOS;
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
      <label
        className={dropZone}
        data-active={over}
        onDragOver={(e) => {
          if (dragging !== null) return;
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onZoneDrop}
      >
        <span className={css({ fontWeight: 'medium', color: 'fg' })}>
          {full ? 'Maximum of 10 images reached' : 'Drag and drop images here, or click to select'}
        </span>
        <span className={css({ fontSize: 'xs' })}>
          JPEG, PNG, WebP… Large photos are resized to 2048 px on this device.
        </span>
        <input
          ref={inputRef}
          type="file"
          accept="image/*"
          multiple
          className={srOnly}
          aria-label="Select images"
          onChange={(e) => {
            const files = Array.from(e.target.files ?? []);
            e.target.value = '';
            void addFiles(files);
          }}
        />
      </label>
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
        {announcement}
      </p>
      {images.length ? (
        <>
          <p className={css({ fontSize: 'xs', color: 'muted', m: 0 })}>
            Reorder with the arrow buttons under each photo, by dragging, or with the arrow keys on a focused photo.
          </p>
          <ul ref={listRef} className={thumbs} aria-label="Listing images">
            {images.map((image, index) => (
              <li
                key={image.id}
                data-thumb
                data-testid="image-thumb"
                data-image-id={image.id}
                data-primary={image.isPrimary}
                data-dragging={dragging === index}
                className={thumb}
                tabIndex={0}
                draggable
                aria-label={`Image ${index + 1} of ${images.length}${image.isPrimary ? ', primary' : ''}`}
                onKeyDown={(e) => onThumbKey(e, index)}
                onDragStart={(e) => {
                  setDragging(index);
                  e.dataTransfer.effectAllowed = 'move';
                  e.dataTransfer.setData('text/plain', String(index));
                }}
                onDragEnd={() => setDragging(null)}
                onDragOver={(e) => {
                  if (dragging === null) return;
                  e.preventDefault();
                  e.dataTransfer.dropEffect = 'move';
                }}
                onDrop={(e) => {
                  if (dragging === null) return;
                  e.preventDefault();
                  e.stopPropagation();
                  move(dragging, index);
                  setDragging(null);
                }}
              >
                <div className={css({ position: 'relative' })}>
                  <Thumbnail image={image} caller={caller} index={index} />
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
                  {image.url.startsWith(PENDING_PREFIX) ? <UploadProgress view={progress.get(image.id)} /> : null}
                </div>
                <div className={toolbar} role="group" aria-label={`Image ${index + 1} actions`}>
                  {!image.isPrimary ? (
                    <button
                      type="button"
                      className={controlButton}
                      data-action="primary"
                      onClick={() => {
                        onChange(makePrimary(images, image.id));
                        setAnnouncement(`Image ${index + 1} is now the primary image.`);
                      }}
                    >
                      Make primary
                    </button>
                  ) : null}
                  <div className={toolbarRow}>
                    <button
                      type="button"
                      className={controlButton}
                      data-action="earlier"
                      aria-label="Move earlier"
                      title="Move earlier"
                      disabled={index === 0}
                      onClick={() => move(index, index - 1, 'earlier')}
                    >
                      <span aria-hidden="true">←</span>
                    </button>
                    <button
                      type="button"
                      className={controlButton}
                      data-action="later"
                      aria-label="Move later"
                      title="Move later"
                      disabled={index === images.length - 1}
                      onClick={() => move(index, index + 1, 'later')}
                    >
                      <span aria-hidden="true">→</span>
                    </button>
                    <button
                      type="button"
                      className={controlButton}
                      aria-label="Remove"
                      title="Remove"
                      onClick={() => {
                        onChange(removeImage(images, image.id));
                        setAnnouncement(`Image ${index + 1} removed.`);
                      }}
                    >
                      <span aria-hidden="true">✕</span>
                    </button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

function Thumbnail({ image, caller, index }: { image: EditorImage; caller: Caller; index: number }) {
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

function UploadProgress({ view }: { view: { progress: number; lastError: string | null } | undefined }) {
  const value = Math.round((view?.progress ?? 0) * 100);
  return (
    <div
      className={css({ position: 'absolute', top: '2', right: '2', left: '20', display: 'grid', gap: '0.5' })}
      data-testid="upload-pending"
    >
      <div
        role="progressbar"
        aria-label={view?.lastError ? `Upload failed: ${view.lastError}` : 'Waiting to upload'}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className={css({ h: '1.5', rounded: 'full', bg: 'rgba(255,255,255,0.7)', overflow: 'hidden' })}
      >
        <div className={css({ h: 'full', bg: 'sea.500', transition: 'width 200ms' })} style={{ width: `${value}%` }} />
      </div>
      <span
        className={css({
          fontSize: '2xs',
          color: 'white',
          bg: 'rgba(10,31,55,0.75)',
          rounded: 'sm',
          px: '1',
          justifySelf: 'end',
        })}
      >
        {view?.lastError ? 'Upload failed, will retry' : 'Waiting to upload'}
      </span>
    </div>
  );
}
