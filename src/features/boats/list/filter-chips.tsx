import { useEffect, useRef } from 'react';
import { css } from 'styled-system/css';
import type { UnitSystem } from '@harbour/domain/boats/boat-units';
import { describeFilters, withoutFilter, type FilterKey } from '@harbour/domain/search/filters-describe';
import type { BoatsSearch } from '@harbour/domain/search/search-params';

const list = css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none', p: '0', m: '0', minW: '0' });
const chip = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  minH: '11',
  maxW: 'full',
  px: '3',
  rounded: 'full',
  borderWidth: '1px',
  borderColor: 'gray.300',
  bg: 'navy.50',
  color: 'navy.900',
  fontSize: 'sm',
  cursor: 'pointer',
  textAlign: 'start',
  // A long location or search text wraps inside the chip instead of widening the page.
  overflowWrap: 'anywhere',
  _hover: { bg: 'navy.100' },
  _focusVisible: { outline: '2px solid', outlineColor: 'sea.600', outlineOffset: '2px' },
});

interface FilterChipsProps {
  search: BoatsSearch;
  units: UnitSystem;
  /** Removes one filter: the search without it is given. */
  onRemove: (key: FilterKey, without: BoatsSearch) => void;
}

/**
 * The active filters, each a button that removes it ("Remove filter: Price up to $500,000"). Loaded with the first
 * filter (boats-page.tsx), so a plain /boats does not download it.
 */
export default function FilterChips({ search, units, onRemove }: FilterChipsProps) {
  const chips = describeFilters(search, units);
  const listRef = useRef<HTMLUListElement>(null);
  const removedAt = useRef<number | null>(null);
  // The removed chip's button is gone: focus goes to the chip that took its place (or the last one), not to the page.
  const keys = chips.map((c) => c.key).join(' ');
  useEffect(() => {
    const at = removedAt.current;
    removedAt.current = null;
    if (at === null) return;
    const buttons = listRef.current?.querySelectorAll('button');
    if (buttons && buttons.length > 0) buttons[Math.min(at, buttons.length - 1)]!.focus();
  }, [keys]);
  if (chips.length === 0) return null;
  return (
    <ul className={list} aria-label="Active filters" ref={listRef}>
      {chips.map((c, i) => (
        <li key={c.key} className={css({ maxW: 'full', minW: '0' })}>
          <button
            type="button"
            className={chip}
            aria-label={`Remove filter: ${c.label}`}
            data-filter={c.key}
            onClick={() => {
              removedAt.current = i;
              onRemove(c.key, withoutFilter(search, c.key));
            }}
          >
            <span>{c.label}</span>
            <span aria-hidden="true" className={css({ fontSize: 'lg', lineHeight: '1' })}>
              ×
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
