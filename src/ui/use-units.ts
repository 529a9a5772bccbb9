import { useCallback, useSyncExternalStore } from 'react';
import { UNIT_SYSTEMS, type UnitSystem } from '@harbour/domain/boats/boat-units';

/**
 * The visitor's unit switch (ft/gal or m/L), kept on the device. Pages are rendered in feet and gallons; a visitor who
 * chose metres sees them converted right after hydration (the server snapshot is 'imperial', so hydration matches the
 * HTML). Every open page follows a change at once, other tabs too (the storage event).
 */
const KEY = 'hy.units';
const listeners = new Set<() => void>();

function read(): UnitSystem {
  try {
    const stored = globalThis.localStorage?.getItem(KEY);
    return (UNIT_SYSTEMS as readonly string[]).includes(stored ?? '') ? (stored as UnitSystem) : 'imperial';
  } catch {
    return 'imperial';
  }
}

let current: UnitSystem | null = null;
const snapshot = () => (current ??= read());
const serverSnapshot = (): UnitSystem => 'imperial';

function subscribe(notify: () => void) {
  listeners.add(notify);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== KEY) return;
    current = read();
    notify();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(notify);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

function choose(units: UnitSystem) {
  current = units;
  try {
    globalThis.localStorage?.setItem(KEY, units);
  } catch {
    // Storage disabled or full: the choice lasts until the page is closed.
  }
  for (const notify of listeners) notify();
}

/** The unit system pages show lengths and capacities in, and a setter (remembered on this device). */
export function useUnits(): [UnitSystem, (units: UnitSystem) => void] {
  const units = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  return [units, useCallback(choose, [])];
}
