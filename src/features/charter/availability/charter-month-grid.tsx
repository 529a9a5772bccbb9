import { useEffect, useRef, type KeyboardEvent } from 'react';
import { css, cx } from 'styled-system/css';
import type { CharterDayView, SlotState } from '@harbour/domain/charter/charter-calendar';
import { monthWeeks, type CharterMonth } from '@harbour/domain/charter/charter-month';
import { addDays, type CharterDay } from '@harbour/domain/charter/nassau-time';
import { dayLabel } from './charter-day-words';

const WEEKDAYS = [
  ['Sun', 'Sunday'],
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
] as const;

const table = css({ w: 'full', borderCollapse: 'separate', borderSpacing: '1', tableLayout: 'fixed' });
const dayButton = css({
  w: 'full',
  minH: '11',
  minW: '0',
  display: 'grid',
  gap: '0.5',
  p: '1',
  rounded: 'md',
  borderWidth: '1px',
  borderColor: 'border',
  bg: 'white',
  cursor: 'pointer',
  fontSize: 'sm',
  fontWeight: 'semibold',
  color: 'navy.900',
  _focusVisible: { outline: '2px solid', outlineColor: 'sea.600', outlineOffset: '1px' },
  '&[aria-pressed=true]': { borderColor: 'navy.700', borderWidth: '2px', bg: 'navy.50' },
  '&[data-open=false]': { color: 'gray.500' },
});
const halves = css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '0.5', h: '1.5' });

interface Props {
  month: CharterMonth;
  days: readonly CharterDayView[];
  selected: CharterDay | null;
  /** The day keyboard focus is on (moved by the arrow keys), kept by the parent across months. */
  focusDay: CharterDay;
  onFocusDay: (day: CharterDay) => void;
  onSelect: (day: CharterDay) => void;
  labelledBy: string;
}

/**
 * #33: the month as a grid (role grid): one button per day, 44 px tall, showing each half day's state as a colour bar
 * and saying it in words to a screen reader. Arrow keys move by day and week (into the next month too), Home and End
 * to the week's ends, Page Up and Page Down by month; Enter or Space asks for the day.
 */
export function CharterMonthGrid({ month, days, selected, focusDay, onFocusDay, onSelect, labelledBy }: Props) {
  const byDay = new Map(days.map((d) => [d.day, d]));
  const ref = useRef<HTMLTableElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    ref.current?.querySelector<HTMLButtonElement>(`[data-day="${focusDay}"]`)?.focus();
  }, [focusDay, month]);

  function onKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    const weekday = new Date(`${focusDay}T12:00:00Z`).getUTCDay();
    const by: Record<string, number> = {
      ArrowLeft: -1,
      ArrowRight: 1,
      ArrowUp: -7,
      ArrowDown: 7,
      Home: -weekday,
      End: 6 - weekday,
      PageUp: -30,
      PageDown: 30,
    };
    if (!(event.key in by)) return;
    event.preventDefault();
    moved.current = true;
    onFocusDay(addDays(focusDay, by[event.key]!));
  }

  return (
    <table ref={ref} role="grid" aria-labelledby={labelledBy} className={table} onKeyDown={onKeyDown}>
      <thead>
        <tr>
          {WEEKDAYS.map(([short, long]) => (
            <th
              key={short}
              scope="col"
              abbr={long}
              className={css({ fontSize: 'xs', color: 'muted', fontWeight: 'medium' })}
            >
              {short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(month).map((week, w) => (
          <tr key={w}>
            {week.map((day, i) => {
              const view = day ? byDay.get(day) : undefined;
              if (!day || !view) return <td key={i} />;
              return (
                <td key={day} role="gridcell" aria-selected={selected === day}>
                  <button
                    type="button"
                    data-day={day}
                    data-open={view.open.length > 0}
                    tabIndex={day === focusDay ? 0 : -1}
                    aria-pressed={selected === day}
                    aria-label={dayLabel(view)}
                    className={dayButton}
                    onFocus={() => day !== focusDay && onFocusDay(day)}
                    onClick={() => onSelect(day)}
                  >
                    <span aria-hidden="true">{Number(day.slice(8))}</span>
                    <span aria-hidden="true" className={halves}>
                      <span className={cx(css({ rounded: 'sm' }), HALF_CLASS[view.morning])} />
                      <span className={cx(css({ rounded: 'sm' }), HALF_CLASS[view.afternoon])} />
                    </span>
                  </button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Each half day's colour: free green, held amber, booked navy, not available grey, closed pale (static class names:
 * Panda extracts only what it can see). The legend uses the same. */
export const HALF_CLASS: Record<SlotState, string> = {
  free: css({ bg: 'green.500' }),
  held: css({ bg: 'amber.400' }),
  booked: css({ bg: 'navy.700' }),
  blocked: css({ bg: 'gray.500' }),
  closed: css({ bg: 'gray.200' }),
};
