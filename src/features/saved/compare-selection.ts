import { createSmallStore, useSmallStore } from '@/lib/small-store';
import { COMPARE_MAX, parseCompareIds } from './model/compare-ids';

/**
 * The boats picked for comparing, for this tab (sessionStorage): picked on cards, boat pages and /saved, compared on
 * /compare. At most COMPARE_MAX: a fifth pick is refused (the caller says so).
 */
const KEY = 'hy.compare';
const NONE: readonly string[] = [];

function read(): readonly string[] {
  try {
    return parseCompareIds(globalThis.sessionStorage?.getItem(KEY) ?? '');
  } catch {
    return NONE;
  }
}

const selection = createSmallStore(read, { server: () => NONE });

function write(ids: readonly string[]) {
  try {
    globalThis.sessionStorage?.setItem(KEY, ids.join(','));
  } catch {
    // Storage refused: the pick lasts while the page is open.
  }
  selection.set(ids);
}

/** The picked boat ids (none on the server and before hydration). */
export function useCompareSelection(): readonly string[] {
  return useSmallStore(selection);
}

/** Picks or unpicks a boat; false when the pick was refused (already COMPARE_MAX). */
export function setCompared(boatId: string, picked: boolean): boolean {
  const ids = selection.get();
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
