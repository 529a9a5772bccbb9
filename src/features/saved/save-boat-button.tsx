import { useState } from 'react';
import { css, cx } from 'styled-system/css';
import type { Boat } from '@harbour/domain/schemas/boat';
import { boatTitle } from '@harbour/domain/boats/boat-title';
import { notify } from '@/ui/toaster';
import { useHydrated } from '@/ui/use-hydrated';
import { HeartIcon } from '@/ui/heart-icon';
import { useSavedBoatIds } from './api/saved-boat-ids';

const round = css({
  display: 'inline-grid',
  placeItems: 'center',
  w: '11',
  h: '11',
  rounded: 'full',
  bg: 'white',
  color: 'navy.800',
  shadow: 'md',
  borderWidth: '0',
  cursor: 'pointer',
  '&[aria-pressed=true]': { color: 'red.600' },
  _disabled: { cursor: 'default', opacity: 0.8 },
  _focusVisible: { outline: '3px solid', outlineColor: 'sea.500', outlineOffset: '2px' },
});
const labelled = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  minH: '11',
  px: '4',
  rounded: 'md',
  borderWidth: '1px',
  borderColor: 'border',
  bg: 'white',
  color: 'navy.800',
  fontWeight: 'medium',
  cursor: 'pointer',
  '&[aria-pressed=true] svg': { color: 'red.600' },
  _disabled: { cursor: 'default', opacity: 0.8 },
  _focusVisible: { outline: '3px solid', outlineColor: 'sea.500', outlineOffset: '2px' },
});

interface Props {
  boat: Boat;
  /** 'icon': the heart on a photo (cards); 'labelled': the heart with "Save" / "Saved" (the boat page). */
  look: 'icon' | 'labelled';
  className?: string;
}

/**
 * The heart. Named "Save {title}", and "Remove {title} from saved" once saved (aria-pressed says which). It waits for
 * the app like every control of a rendered page; a press saves on this device at once, online or not.
 */
export function SaveBoatButton({ boat, look, className }: Props) {
  const saved = useSavedBoatIds().has(boat.id);
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const title = boatTitle(boat);
  async function toggle() {
    setBusy(true);
    // The shortlist's code loads on the first press: cards and pages carry only the heart.
    const { setBoatSaved } = await import('./api/saved-boats');
    const outcome = await setBoatSaved(boat, !saved);
    setBusy(false);
    if (!outcome.ok) notify(outcome.message, undefined, 'error');
  }
  return (
    <button
      type="button"
      className={cx(look === 'icon' ? round : labelled, className)}
      aria-pressed={saved}
      aria-label={saved ? `Remove ${title} from saved` : `Save ${title}`}
      disabled={!hydrated || busy}
      onClick={() => void toggle()}
      data-testid="save-boat"
    >
      <HeartIcon filled={saved} />
      {look === 'labelled' ? <span aria-hidden="true">{saved ? 'Saved' : 'Save'}</span> : null}
    </button>
  );
}
