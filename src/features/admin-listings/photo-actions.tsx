import { css } from 'styled-system/css';
import type { MoveAction } from './use-image-manager';

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

export interface PhotoActionsProps {
  /** The photo's position (from 0) of `count`. */
  index: number;
  count: number;
  isPrimary: boolean;
  onMakePrimary: () => void;
  onMove: (to: number, action: MoveAction) => void;
  onRemove: () => void;
}

/** Under a photo (44 px buttons, for touch): make it the primary one, move it earlier or later, remove it. */
export function PhotoActions({ index, count, isPrimary, onMakePrimary, onMove, onRemove }: PhotoActionsProps) {
  return (
    <div className={toolbar} role="group" aria-label={`Image ${index + 1} actions`}>
      {!isPrimary ? (
        <button type="button" className={controlButton} data-action="primary" onClick={onMakePrimary}>
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
          onClick={() => onMove(index - 1, 'earlier')}
        >
          <span aria-hidden="true">←</span>
        </button>
        <button
          type="button"
          className={controlButton}
          data-action="later"
          aria-label="Move later"
          title="Move later"
          disabled={index === count - 1}
          onClick={() => onMove(index + 1, 'later')}
        >
          <span aria-hidden="true">→</span>
        </button>
        <button type="button" className={controlButton} aria-label="Remove" title="Remove" onClick={onRemove}>
          <span aria-hidden="true">✕</span>
        </button>
      </div>
    </div>
  );
}
