import { describe, expect, it } from 'vitest';
import { readHeroMotionPreferences, REDUCED_MOTION_QUERY, shouldAutoplayHero } from './hero-autoplay';

describe('shouldAutoplayHero', () => {
  it('autoplays when neither reduced motion nor save-data is set', () => {
    expect(shouldAutoplayHero({ reducedMotion: false, saveData: false })).toBe(true);
  });
  it('does not autoplay under prefers-reduced-motion: reduce', () => {
    expect(shouldAutoplayHero({ reducedMotion: true, saveData: false })).toBe(false);
  });
  it('does not autoplay when the connection asks to save data', () => {
    expect(shouldAutoplayHero({ reducedMotion: false, saveData: true })).toBe(false);
  });
  it('does not autoplay when both are set', () => {
    expect(shouldAutoplayHero({ reducedMotion: true, saveData: true })).toBe(false);
  });
});

function fakeWindow(reduced: boolean, connection?: { saveData?: boolean }) {
  return {
    matchMedia: (query: string) => ({ matches: query === REDUCED_MOTION_QUERY && reduced }) as MediaQueryList,
    navigator: { connection } as unknown as Navigator,
  };
}

describe('readHeroMotionPreferences', () => {
  it('reads the reduced-motion media query', () => {
    expect(readHeroMotionPreferences(fakeWindow(true))).toEqual({ reducedMotion: true, saveData: false });
    expect(readHeroMotionPreferences(fakeWindow(false))).toEqual({ reducedMotion: false, saveData: false });
  });
  it('reads navigator.connection.saveData', () => {
    expect(readHeroMotionPreferences(fakeWindow(false, { saveData: true }))).toEqual({
      reducedMotion: false,
      saveData: true,
    });
    expect(readHeroMotionPreferences(fakeWindow(false, {}))).toEqual({ reducedMotion: false, saveData: false });
  });
  it('plays safe without a window (no autoplay)', () => {
    expect(shouldAutoplayHero(readHeroMotionPreferences(undefined))).toBe(false);
  });
});
