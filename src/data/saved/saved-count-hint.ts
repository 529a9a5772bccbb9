import { keyListeners } from '@/lib/key-listeners';

/**
 * How many boats are saved on this device, mirrored in localStorage for the navigation's count: the header is on every
 * page, and the home page opens no database (its budget). The shortlist's store writes it whenever it reads the saved
 * boats (saved-boat-ids.ts), so it follows every save and removal; Forget this device and logout clear or keep it with
 * the records. Only a hint: a wrong number heals the next time a page with boats opens.
 */
const KEY = 'hy.savedCount';
const followers = keyListeners(KEY);

export function savedCountHint(): number {
  try {
    const n = Number(globalThis.localStorage?.getItem(KEY) ?? 0);
    return Number.isInteger(n) && n > 0 ? n : 0;
  } catch {
    return 0;
  }
}

export function setSavedCountHint(count: number): void {
  if (count === savedCountHint()) return;
  try {
    globalThis.localStorage?.setItem(KEY, String(count));
  } catch {
    // Storage refused: the count shows once a page with boats has read them.
  }
  followers.announce();
}

/** Follows the hint, in this tab and in others (the storage event). */
export const subscribeSavedCountHint = followers.subscribe;
