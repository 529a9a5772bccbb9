import { css } from 'styled-system/css';
import { useHydrated } from './use-hydrated';

export interface SegmentedOption<T extends string> {
  value: T;
  /** The visible text, which is also the button's name (what a voice-control user says). */
  label: string;
  /** Spelled out on hover and to assistive technology as the button's description. */
  title: string;
}

interface Props<T extends string> {
  /** The group's name ('Units', 'Currency'). */
  label: string;
  options: readonly SegmentedOption<T>[];
  value: T;
  onChoose: (value: T) => void;
  /** Narrower buttons, for a group of many short options (USD, EUR, GBP, CAD). */
  snug?: boolean;
}

const group = css({
  display: 'inline-flex',
  borderWidth: '1px',
  borderColor: 'border',
  rounded: 'md',
  overflow: 'hidden',
  fontSize: 'sm',
});
// 44 px targets; the pressed one is filled.
const choice = css({
  minH: '11',
  minW: '11',
  bg: 'white',
  color: 'fg',
  cursor: 'pointer',
  fontWeight: 'medium',
  '&[aria-pressed=true]': { bg: 'navy.700', color: 'white' },
  _disabled: { cursor: 'wait' },
  _focusVisible: { outline: '2px solid', outlineColor: 'sea.600', outlineOffset: '-2px' },
});
const roomy = css({ px: '3' });
const snugPadding = css({ px: '2.5' });

/** One of a few options, as a named group of pressed-or-not buttons (the ft/m and currency switches). */
export function SegmentedChoice<T extends string>({ label, options, value, onChoose, snug = false }: Props<T>) {
  // A press before the app runs would do nothing: the buttons wait for it (a rendered page shows them first).
  const hydrated = useHydrated();
  return (
    <div role="group" aria-label={label} className={group}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          disabled={!hydrated}
          title={option.title}
          onClick={() => onChoose(option.value)}
          className={`${choice} ${snug ? snugPadding : roomy}`}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
