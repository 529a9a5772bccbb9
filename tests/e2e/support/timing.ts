/**
 * How long a fresh device may take for its first sync after a sign-in: the replica opens, pulls everything the
 * user may see and the page renders it. Seconds on an idle machine; on a two-core CI machine running two browser
 * workers beside the emulators it was seen past 15 s, so the suite allows 30 s (measured, not a retry).
 */
export const FIRST_SYNC = { timeout: 30_000 } as const;

/**
 * How long signing out may take: the replica's IndexedDB databases are deleted before the session ends (a shared
 * phone keeps nothing), which on the busy CI machine was seen past the default 7 s.
 */
export const SIGN_OUT = { timeout: 20_000 } as const;

/**
 * How long a step of a sign-up may take: the requestAccount callable, and the onAccountRequested trigger writing the
 * account, profile and email to the Java Firestore emulator. A clean-clone CI run on two cores saw a sign-up's callable
 * still pending past 15 s (the page said "Creating account..."; its worker had started cold), and the first sign-up of
 * a run over 30 s.
 */
export const SIGN_UP = { timeout: 60_000 } as const;
