/**
 * How long a fresh device may take for its first sync after a sign-in: the replica opens, pulls everything the
 * user may see and the page renders it. Seconds on an idle machine; on a two-core CI machine running two browser
 * workers beside the emulators it was seen past 15 s, so the suite allows 30 s (measured, not a retry).
 */
export const FIRST_SYNC = { timeout: 30_000 } as const;
