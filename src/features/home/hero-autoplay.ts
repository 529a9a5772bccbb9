/** The visitor's motion and data preferences that decide whether the hero video may play by itself. */
export interface HeroMotionPreferences {
  /** prefers-reduced-motion: reduce */
  reducedMotion: boolean;
  /** navigator.connection.saveData */
  saveData: boolean;
}

/** The hero video autoplays only when the visitor asked neither for reduced motion nor to save data. */
export function shouldAutoplayHero({ reducedMotion, saveData }: HeroMotionPreferences): boolean {
  return !reducedMotion && !saveData;
}

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

interface ConnectionLike {
  saveData?: boolean;
}

/** Reads the preferences from the browser; missing APIs count as "no preference". */
export function readHeroMotionPreferences(
  win: Pick<Window, 'matchMedia' | 'navigator'> | undefined = globalThis.window,
): HeroMotionPreferences {
  if (!win) return { reducedMotion: true, saveData: false };
  const reducedMotion = typeof win.matchMedia === 'function' ? win.matchMedia(REDUCED_MOTION_QUERY).matches : false;
  const connection = (win.navigator as Navigator & { connection?: ConnectionLike }).connection;
  return { reducedMotion, saveData: connection?.saveData === true };
}
