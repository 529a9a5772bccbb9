import { useEffect, useId, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { controlStyle } from '@/ui/form-field';
import { usePausedWrite } from '@/ui/use-paused-write';
import type { UnitSystem } from '@harbour/domain/boats/boat-units';
import { filterInputText, readFilterInput, type RangeKind } from '../model/filters-input';

/** Pause in typing after which a valid value is written to the URL (as for the search text). */
export const RANGE_URL_DELAY_MS = 600;

interface NumberBoxProps {
  kind: RangeKind;
  label: string;
  /** The URL's value (dollars, feet, years, hours). */
  value: number | undefined;
  units: UnitSystem;
  placeholder?: string;
  /** Writes a value (null: none); `first` is true for the first write since the box was focused. */
  onCommit: (value: number | null, first: boolean) => void;
}

/**
 * One box of a range (or the engine-hours limit): keeps what is typed, writes it to the URL after a pause, on Enter
 * or on leaving the box; says what it takes when the text is not a value, and then writes nothing.
 */
export function NumberBox({ kind, label, value, units, placeholder, onCommit }: NumberBoxProps) {
  const id = useId();
  const [text, setText] = useState(() => filterInputText(kind, value, units));
  const [message, setMessage] = useState<string | null>(null);
  const pendingUrl = usePausedWrite(RANGE_URL_DELAY_MS);
  const wroteSinceFocus = useRef(false);

  // The URL changed from elsewhere (a chip, Back, the other end of the range, the ft/m switch): the box shows it,
  // unless it already says the same (the visitor's own '10.5 m' is not rewritten as '10.49').
  useEffect(() => {
    const typed = readFilterInput(kind, text, units);
    if (typed.ok && (typed.value ?? undefined) === value) return;
    if (!typed.ok && document.activeElement?.id === id) return;
    setText(filterInputText(kind, value, units));
    setMessage(null);
    // Only the URL's value and the unit decide; the text is read, not followed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value, units]);
  function commit(now: string) {
    pendingUrl.cancel();
    const typed = readFilterInput(kind, now, units);
    if (!typed.ok) return setMessage(typed.message);
    setMessage(null);
    if ((typed.value ?? undefined) === value) return;
    onCommit(typed.value, !wroteSinceFocus.current);
    wroteSinceFocus.current = true;
  }

  const errorId = `${id}-error`;
  return (
    <div className={css({ display: 'grid', gap: '1', minW: '0', alignContent: 'start' })}>
      <label htmlFor={id} className={css({ fontSize: 'sm', fontWeight: 'medium' })}>
        {label}
      </label>
      <input
        id={id}
        type="text"
        inputMode={kind === 'length' ? 'decimal' : 'numeric'}
        autoComplete="off"
        className={controlStyle}
        value={text}
        placeholder={placeholder}
        aria-invalid={message !== null}
        aria-describedby={message ? errorId : undefined}
        onFocus={() => (wroteSinceFocus.current = false)}
        onChange={(e) => {
          const now = e.target.value;
          setText(now);
          pendingUrl.cancel();
          const typed = readFilterInput(kind, now, units);
          if (typed.ok) {
            setMessage(null);
            pendingUrl.schedule(() => commit(now));
          }
        }}
        onBlur={(e) => commit(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            commit(e.currentTarget.value);
          }
        }}
      />
      {message ? (
        <p id={errorId} className={css({ fontSize: 'sm', color: 'red.700', m: '0' })}>
          {message}
        </p>
      ) : null}
    </div>
  );
}
