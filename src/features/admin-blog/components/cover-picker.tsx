import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import type { Caller } from '@/data/caller';
import { isPendingPhoto } from '@/data/portal/photo-rules';
import { preparePhoto } from '@/data/portal/prepare-photo';
import { usePhotoSrc } from '@/data/portal/use-photos';
import { logError } from '@/lib/log';
import { button } from '@/ui/button';
import { TextField } from '@/ui/form-field';
import { notify } from '@/ui/toaster';
import type { PickedCover } from '../api/blog-posts';
import { randomId } from '@/lib/random-id';

interface Props {
  /** The Featured Image URL field's text: a typed address, or `pending:{id}` for a photo still on this device. */
  url: string;
  urlError: string | undefined;
  onUrlChange: (url: string) => void;
  picked: PickedCover | null;
  onPick: (cover: PickedCover | null) => void;
  /** What to show of a picked or waiting photo (useCoverPhotoSrc, which the editor's Preview reads too). */
  photoSrc: string | undefined;
}

/** A displayable address for a picked photo's bytes, released when it changes. */
function useBlobSrc(blob: Blob | null): string | undefined {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    if (!blob) return setSrc(undefined);
    const objectUrl = URL.createObjectURL(blob);
    setSrc(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob]);
  return src;
}

/** What the picker and the Preview show of the cover: the picked photo, the one waiting on this device, or none. */
export function useCoverPhotoSrc(url: string, picked: PickedCover | null, caller: Caller): string | undefined {
  const pickedSrc = useBlobSrc(picked?.blob ?? null);
  const waiting = isPendingPhoto(url.trim());
  const waitingSrc = usePhotoSrc(waiting && !picked ? url.trim() : null, caller);
  return picked ? pickedSrc : waitingSrc;
}

const frame = css({
  position: 'relative',
  aspectRatio: '16 / 9',
  maxW: 'sm',
  overflow: 'hidden',
  rounded: 'lg',
  bg: 'navy.50',
  borderWidth: '1px',
  borderColor: 'border',
});

/**
 * The post's cover: an address typed in the Featured Image URL field, or a photo uploaded from this device (shrunk to
 * 2048 px, kept here until Storage has it, so it works offline). A picked or waiting photo replaces the field.
 */
export function CoverPicker({ url, urlError, onUrlChange, picked, onPick, photoSrc }: Props) {
  const waiting = isPendingPhoto(url.trim());
  const [preparing, setPreparing] = useState(false);

  async function pick(file: File | undefined) {
    if (!file) return;
    setPreparing(true);
    try {
      onPick({ id: randomId('c'), blob: await preparePhoto(file) });
    } catch (error) {
      logError('prepare cover', error);
      notify('Error', error instanceof Error ? error.message : `"${file.name}" could not be added.`, 'error');
    } finally {
      setPreparing(false);
    }
  }

  if (picked || waiting)
    return (
      <div className={css({ display: 'grid', gap: '2' })}>
        <span className={css({ fontSize: 'sm', fontWeight: 'medium' })}>Cover photo</span>
        <div className={frame}>
          {photoSrc ? (
            <img
              src={photoSrc}
              alt="The post's cover photo"
              className={css({ position: 'absolute', inset: '0', w: 'full', h: 'full', objectFit: 'cover' })}
            />
          ) : null}
        </div>
        <p role="status" className={css({ fontSize: 'sm', color: 'muted' })}>
          {picked
            ? 'Uploaded when you save. Saved offline, it goes up once you are back online.'
            : 'Kept on this device until it is uploaded: it goes up once you are online.'}
        </p>
        <div>
          <button
            type="button"
            className={button({ variant: 'outline', size: 'sm' })}
            onClick={() => {
              onPick(null);
              if (waiting) onUrlChange('');
            }}
          >
            Remove cover photo
          </button>
        </div>
      </div>
    );

  return (
    <div className={css({ display: 'grid', gap: '2' })}>
      <TextField
        label="Featured Image URL"
        name="featuredImageUrl"
        inputMode="url"
        placeholder="https://… or /media/…"
        value={url}
        error={urlError}
        onChange={(e) => onUrlChange(e.target.value)}
      />
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' })}>
        <label className={button({ variant: 'outline', size: 'sm' })}>
          {preparing ? 'Preparing photo…' : 'Upload a cover photo'}
          <input
            type="file"
            accept="image/*"
            className={css({ srOnly: true })}
            disabled={preparing}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              void pick(file);
            }}
          />
        </label>
        <span className={css({ fontSize: 'xs', color: 'muted' })}>
          Or upload one: large photos are resized to 2048 px on this device.
        </span>
      </div>
    </div>
  );
}
