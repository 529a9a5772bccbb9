import { useEffect, useRef, useState } from 'react';
import type { Caller } from '@/data/caller';
import { isImageFile, MAX_PHOTOS } from '@/data/portal/photo-rules';
import { preparePhoto } from '@/data/portal/prepare-photo';
import { usePendingUploads } from '@/data/portal/use-photos';
import { logError } from '@/lib/log';
import { randomId } from '@/lib/random-id';
import { startAttempt } from '@/ui/toaster';
import { addImages, makePrimary, moveImage, removeImage, type EditorImage } from './model/image-list';
import {
  addedText,
  madePrimaryText,
  movedText,
  notImagesText,
  overLimitText,
  photoRoom,
  removedText,
} from './model/photo-messages';

/** Which button a move was made with ('earlier', 'later'), null for the keys or a drag. */
export type MoveAction = string | null;

/**
 * The image manager's state: photos being prepared, a photo dragged, files dragged over the drop zone, what the
 * announcer says, each pending photo's upload; and what the broker does to the photos, each change given to
 * `onChange`. After a move, focus follows the photo in the list at `listRef`.
 */
export function useImageManager(images: EditorImage[], onChange: (images: EditorImage[]) => void, caller: Caller) {
  /** The photo being dragged, by its position. */
  const [dragging, setDragging] = useState<number | null>(null);
  /** Files dragged over the drop zone. */
  const [over, setOver] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [preparing, setPreparing] = useState(0);
  const latest = useRef(images);
  latest.current = images;
  const uploads = usePendingUploads(caller);
  const progress = new Map((uploads.data ?? []).map((u) => [u.id, u]));
  // After a move, focus follows the image: to the same button when it can still be used, else the photo itself.
  const focusAfterMove = useRef<{ index: number; action: MoveAction } | null>(null);
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
      notify('Error', notImagesText(refusedTypes.map((f) => f.name)), 'error');
    }
    const accepted = files.filter(isImageFile);
    const room = photoRoom(latest.current.length, preparing);
    if (accepted.length > room) {
      notify('Error', overLimitText(accepted.length - room), 'error');
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
    if (prepared.length) setAnnouncement(addedText(prepared.length, result.images.length));
  }

  function move(from: number, to: number, action: MoveAction = null) {
    if (to < 0 || to >= images.length || from === to) return;
    focusAfterMove.current = { index: to, action };
    onChange(moveImage(images, from, to));
    setAnnouncement(movedText(to, images.length));
  }

  return {
    dragging,
    over,
    announcement,
    preparing,
    /** Each pending photo's upload, by its id. */
    progress,
    /** The listing has all the photos it can take. */
    full: images.length >= MAX_PHOTOS,
    listRef,
    /** Photos dropped on the zone or picked. */
    addFiles: (files: File[]) => void addFiles(files),
    setOver,
    move,
    makePrimary: (id: string, index: number) => {
      onChange(makePrimary(images, id));
      setAnnouncement(madePrimaryText(index));
    },
    remove: (id: string, index: number) => {
      onChange(removeImage(images, id));
      setAnnouncement(removedText(index));
    },
    startDrag: (index: number) => setDragging(index),
    endDrag: () => setDragging(null),
    /** The photo dragged dropped on the one at `index`. */
    dropOn: (index: number) => {
      if (dragging === null) return;
      move(dragging, index);
      setDragging(null);
    },
  };
}
