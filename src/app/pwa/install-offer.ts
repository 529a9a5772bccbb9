import { DAY_MS } from '@harbour/domain/time-units';
/**
 * The install offer ("Keep listings at hand, even offline"): "Not now" is kept on this device, so the bar does not
 * come back at the next page load (it takes a fifth of a phone's screen with the offline notice); it is offered again
 * after a month.
 */
export const INSTALL_DISMISSED_KEY = 'hy.installDismissedAt';
export const INSTALL_QUIET_DAYS = 30;

/** Pure: whether the offer may show, given when it was last put off (an unreadable date counts as never). */
export function installOfferDue(dismissedAt: string | null, now: Date): boolean {
  const at = dismissedAt === null ? NaN : Date.parse(dismissedAt);
  if (Number.isNaN(at)) return true;
  // A date ahead of the clock (a device whose time was wrong) holds the offer back no longer than the quiet time.
  return Math.abs(now.getTime() - at) >= INSTALL_QUIET_DAYS * DAY_MS;
}

/** When this device last put the offer off, or null (storage disabled reads as never). */
export function installDismissedAt(): string | null {
  try {
    return globalThis.localStorage?.getItem(INSTALL_DISMISSED_KEY) ?? null;
  } catch {
    return null;
  }
}

/** "Not now": kept on this device (storage disabled or full: the offer comes back at the next load, as before). */
export function rememberInstallDismissed(now: Date = new Date()): void {
  try {
    globalThis.localStorage?.setItem(INSTALL_DISMISSED_KEY, now.toISOString());
  } catch {
    // nothing kept
  }
}
