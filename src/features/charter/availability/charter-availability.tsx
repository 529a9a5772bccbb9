import { useState } from 'react';
import { css } from 'styled-system/css';
import { button } from '@/ui/button';
import { SegmentedChoice } from '@/ui/segmented-choice';
import { useNow } from '@/ui/use-now';
import { useOnline } from '@/data/network/use-online';
import { formatIsoDate } from '@/lib/dates';
import {
  addMonths,
  charterMonthView,
  monthOf,
  openMonths,
  type CharterMonth,
} from '@harbour/domain/charter/charter-month';
import { nassauDay, type CharterDay } from '@harbour/domain/charter/nassau-time';
import { useCharterMonth } from '../api/use-charter-month';
import { CharterMonthGrid, HALF_CLASS } from './charter-month-grid';
import { CharterRequestForm } from './charter-request-form';
import { MyCharterRequests } from './my-charter-requests';
import { dayName, monthName, openWords, shortDayName, STATE_WORDS } from './charter-day-words';

const VIEWS = [
  { value: 'calendar', label: 'Calendar', title: 'The month as a calendar' },
  { value: 'list', label: 'List', title: 'The free times as a list' },
] as const;
type View = (typeof VIEWS)[number]['value'];

const LEGEND = ['free', 'held', 'booked', 'blocked'] as const;

/**
 * #33: what can still be asked for, month by month, from this device's copy of the boat's calendar (kept live while
 * online; offline, "as of" the last time the server said it). A day chosen opens the request form. Loaded after the
 * page's first paint (its own chunk).
 */
export default function CharterAvailability() {
  const now = useNow();
  const online = useOnline();
  const range = openMonths(now);
  const [month, setMonth] = useState<CharterMonth>(range.first);
  const [view, setView] = useState<View>('calendar');
  const [selected, setSelected] = useState<CharterDay | null>(null);
  const [focusDay, setFocusDay] = useState<CharterDay>(nassauDay(now));
  const { copy, loading } = useCharterMonth(month);
  const days = charterMonthView(month, copy?.slots ?? [], now);
  const dayView = selected ? (days.find((d) => d.day === selected) ?? null) : null;
  const free = days.filter((d) => d.open.length > 0);

  const goTo = (next: CharterMonth) => {
    if (next < range.first || next > range.last) return;
    setMonth(next);
  };
  const focus = (day: CharterDay) => {
    const target = monthOf(day);
    if (target < range.first || target > range.last) return;
    setFocusDay(day);
    setMonth(target);
  };
  const focusAndChoose = (day: CharterDay) => {
    focus(day);
    choose(day);
  };
  const choose = (day: CharterDay) => {
    setSelected(day);
    requestAnimationFrame(() => document.getElementById('charter-request-title')?.scrollIntoView({ block: 'start' }));
  };

  return (
    <div className={css({ display: 'grid', gap: '6' })}>
      <div
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: '3',
        })}
      >
        <div className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
          <button
            type="button"
            className={button({ variant: 'outline', size: 'md' })}
            onClick={() => goTo(addMonths(month, -1))}
            disabled={month <= range.first}
            aria-label="Previous month"
          >
            ‹
          </button>
          <h3
            id="charter-month-title"
            aria-live="polite"
            className={css({ fontSize: 'lg', fontWeight: 'bold', minW: '40', textAlign: 'center' })}
          >
            {monthName(month)}
          </h3>
          <button
            type="button"
            className={button({ variant: 'outline', size: 'md' })}
            onClick={() => goTo(addMonths(month, 1))}
            disabled={month >= range.last}
            aria-label="Next month"
          >
            ›
          </button>
        </div>
        <SegmentedChoice label="Show availability as" options={VIEWS} value={view} onChoose={setView} />
      </div>

      <p className={css({ fontSize: 'sm', color: 'muted' })} data-testid="charter-as-of">
        {copy
          ? `${online ? 'Availability' : 'Offline: availability'} as of ${formatIsoDate(copy.asOf, 'MMM d, h:mm a')}`
          : loading || online
            ? 'Checking availability...'
            : 'Offline: availability shows once you are back online.'}
      </p>

      {view === 'calendar' ? (
        <>
          <CharterMonthGrid
            month={month}
            days={days}
            selected={selected}
            focusDay={monthOf(focusDay) === month ? focusDay : `${month}-01`}
            onFocusDay={focus}
            onSelect={choose}
            labelledBy="charter-month-title"
          />
          <ul
            aria-label="What the colours mean"
            className={css({ display: 'flex', flexWrap: 'wrap', gap: '4', fontSize: 'sm' })}
          >
            {LEGEND.map((state) => (
              <li key={state} className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
                <span aria-hidden="true" className={`${css({ w: '4', h: '2', rounded: 'sm' })} ${HALF_CLASS[state]}`} />
                {STATE_WORDS[state]}
              </li>
            ))}
            <li className={css({ color: 'muted' })}>Left: morning · right: afternoon</li>
          </ul>
        </>
      ) : (
        <ul aria-label={`Free times in ${monthName(month)}`} className={css({ display: 'grid', gap: '2' })}>
          {free.length === 0 ? <li>Nothing free this month.</li> : null}
          {free.map((d) => (
            <li
              key={d.day}
              className={css({
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                gap: '3',
                justifyContent: 'space-between',
              })}
            >
              <span>
                <strong>{shortDayName(d.day)}</strong>: {openWords(d)}
              </span>
              <button
                type="button"
                className={button({ variant: 'outline', size: 'md' })}
                onClick={() => choose(d.day)}
              >
                Ask for this day<span className={css({ srOnly: true })}> ({dayName(d.day)})</span>
              </button>
            </li>
          ))}
        </ul>
      )}

      {selected ? <CharterRequestForm key={selected} day={selected} dayView={dayView} /> : null}
      <MyCharterRequests onAsk={(day) => focusAndChoose(day)} />
    </div>
  );
}
