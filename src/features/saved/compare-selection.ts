import { useSyncExternalStore } from 'react';
import { COMPARE_MAX, parseCompareIds } from './model/compare-ids';

/**
 * The boats picked for comparing, for this tab (sessionStorage): picked on cards, boat pages and /saved, compared on
 * /compare. At most COMPARE_MAX: a fifth pick is refused (the caller says so).
 */
const KEY = 'hy.compare';
const NONE: readonly string[] = [];
const listeners = new Set<() => void>();
let current: readonly string[] | null = null;

function read(): readonly string[] {
  try {
    return parseCompareIds(globalThis.sessionStorage?.getItem(KEY) ?? '');
  } catch {
    return NONE;
  }
}

const snapshot = () => (current ??= read());
const serverSnapshot = () => NONE;
const subscribe = (notify: () => void) => {
  listeners.add(notify);
  return () => listeners.delete(notify);
};

function write(ids: readonly string[]) {
  current = ids;
  try {
    globalThis.sessionStorage?.setItem(KEY, ids.join(','));
  } catch {
    // Storage refused: the pick lasts while the page is open.
  }
  listeners.forEach((notify) => notify());
}

/** The picked boat ids (none on the server and before hydration). */
export function useCompareSelection(): readonly string[] {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}

/** Picks or unpicks a boat; false when the pick was refused (already COMPARE_MAX). */
export function setCompared(boatId: string, picked: boolean): boolean {
  const ids = snapshot();
  if (!picked) {
    write(ids.filter((id) => id !== boatId));
    return true;
  }
  if (ids.includes(boatId)) return true;
  if (ids.length >= COMPARE_MAX) return false;
  write([...ids, boatId]);
  return true;
}

export const clearCompared = () => write(NONE);
