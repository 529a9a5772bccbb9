import { css } from 'styled-system/css';
import { srOnly } from './styles';

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

export interface PhotoDropZoneProps {
  /** The listing has all the photos it can take. */
  full: boolean;
  /** Files dragged over it. */
  over: boolean;
  onOver: (over: boolean) => void;
  /** A photo of the list is being dragged (not files): the zone does not take it. */
  dragging: boolean;
  /** Files dropped or picked. */
  onFiles: (files: File[]) => void;
}

/** Where photos are dropped, or picked by a click (image/* only). */
export function PhotoDropZone({ full, over, onOver, dragging, onFiles }: PhotoDropZoneProps) {
  return (
    <label
      className={dropZone}
      data-active={over}
      onDragOver={(e) => {
        if (dragging) return;
        e.preventDefault();
        onOver(true);
      }}
      onDragLeave={() => onOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        onOver(false);
        if (e.dataTransfer.files.length) onFiles(Array.from(e.dataTransfer.files));
      }}
    >
      <span className={css({ fontWeight: 'medium', color: 'fg' })}>
        {full ? 'Maximum of 10 images reached' : 'Drag and drop images here, or click to select'}
      </span>
      <span className={css({ fontSize: 'xs' })}>
        JPEG, PNG, WebP… Large photos are resized to 2048 px on this device.
      </span>
      <input
        type="file"
        accept="image/*"
        multiple
        className={srOnly}
        aria-label="Select images"
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = '';
          onFiles(files);
        }}
      />
    </label>
  );
}
