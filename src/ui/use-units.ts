import { useCallback } from 'react';
import { createSmallStore, useSmallStore } from '@/lib/small-store';
import { UNIT_SYSTEMS, type UnitSystem } from '@harbour/domain/boats/boat-units';

/**
 * The visitor's unit switch (ft/gal or m/L), kept on the device. Pages are rendered in feet and gallons; a visitor who
 * chose metres sees them converted right after hydration (the server snapshot is 'imperial', so hydration matches the
 * HTML). Every open page follows a change at once, other tabs too (the storage event).
 */
const KEY = 'hy.units';

function read(): UnitSystem {
  try {
    const stored = globalThis.localStorage?.getItem(KEY);
    return (UNIT_SYSTEMS as readonly string[]).includes(stored ?? '') ? (stored as UnitSystem) : 'imperial';
  } catch {
    return 'imperial';
  }
}

const units = createSmallStore(read, {
  server: (): UnitSystem => 'imperial',
  follow(store) {
    const onStorage = (event: StorageEvent) => {
      if (event.key === KEY) store.set(read());
    };
    globalThis.addEventListener?.('storage', onStorage);
    return () => globalThis.removeEventListener?.('storage', onStorage);
  },
});

function choose(next: UnitSystem) {
  try {
    globalThis.localStorage?.setItem(KEY, next);
  } catch {
    // Storage disabled or full: the choice lasts until the page is closed.
  }
  units.set(next);
}

/** The unit system pages show lengths and capacities in, and a setter (remembered on this device). */
export function useUnits(): [UnitSystem, (units: UnitSystem) => void] {
  return [useSmallStore(units), useCallback(choose, [])];
}
