import { css } from 'styled-system/css';
import type { UnitSystem } from '@/data/boats/boat-units';
import { useUnits } from './use-units';
import { useHydrated } from './use-hydrated';

// The visible text is the name (what a voice-control user says): 'ft · gal', 'm · L'; the title spells it out.
const CHOICES: { units: UnitSystem; label: string; title: string }[] = [
  { units: 'imperial', label: 'ft · gal', title: 'Feet and US gallons' },
  { units: 'metric', label: 'm · L', title: 'Metres and litres' },
];

/** The site's ft/m switch: two pressed-or-not buttons (44 px targets); the choice is kept on this device. */
export function UnitSwitch() {
  const [units, setUnits] = useUnits();
  // A press before the app runs would do nothing: the buttons wait for it (a rendered page shows them first).
  const hydrated = useHydrated();
  return (
    <div
      role="group"
      aria-label="Units"
      className={css({
        display: 'inline-flex',
        borderWidth: '1px',
        borderColor: 'border',
        rounded: 'md',
        overflow: 'hidden',
        fontSize: 'sm',
      })}
    >
      {CHOICES.map((c) => (
        <button
          key={c.units}
          type="button"
          aria-pressed={units === c.units}
          disabled={!hydrated}
          title={c.title}
          onClick={() => setUnits(c.units)}
          className={css({
            minH: '11',
            minW: '11',
            px: '3',
            bg: 'white',
            color: 'fg',
            cursor: 'pointer',
            fontWeight: 'medium',
            '&[aria-pressed=true]': { bg: 'navy.700', color: 'white' },
            _disabled: { cursor: 'wait' },
            _focusVisible: { outline: '2px solid', outlineColor: 'sea.600', outlineOffset: '-2px' },
          })}
        >
          {c.label}
        </button>
      ))}
    </div>
  );
}
