import { useSyncExternalStore } from 'react';
import { keyListeners } from '@/lib/key-listeners';
import type { Currency } from '@harbour/domain/exchange-rates';

/**
 * The currency a visitor wants approximate prices in (USD: none), kept on the device like the ft/m switch. Pages are
 * rendered in US dollars only; a visitor who picked EUR sees the approximations right after hydration (the server
 * snapshot is 'USD', so hydration matches the HTML). Every open page follows a change at once, other tabs too.
 */
const KEY = 'hy.currency';
// Written out, not imported from exchange-rates.ts: that module (the rounding and wording) loads only with a pick.
const KNOWN: readonly string[] = ['USD', 'EUR', 'GBP', 'CAD'] satisfies Currency[];
const listeners = keyListeners(KEY);
/** The pick when storage is disabled or full: it lasts until the page is closed. */
let unstored: Currency | null = null;

function read(): Currency {
  try {
    const stored = globalThis.localStorage?.getItem(KEY);
    return stored && KNOWN.includes(stored) ? (stored as Currency) : (unstored ?? 'USD');
  } catch {
    return unstored ?? 'USD';
  }
}
const serverSnapshot = (): Currency => 'USD';

/** The currency of the approximate prices on this device ('USD': only the listed price). */
export function useCurrency(): Currency {
  return useSyncExternalStore(listeners.subscribe, read, serverSnapshot);
}

export function chooseCurrency(currency: Currency): void {
  unstored = currency;
  try {
    globalThis.localStorage?.setItem(KEY, currency);
  } catch {
    // Storage disabled or full: `unstored` keeps the choice for this page.
  }
  listeners.announce();
}
