// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { savedCountHint, setSavedCountHint, subscribeSavedCountHint } from './saved-count-hint';

afterEach(() => localStorage.clear());

describe('the saved count hint', () => {
  it('is 0 until set, follows each change once, and reads anything odd as 0', () => {
    expect(savedCountHint()).toBe(0);
    let heard = 0;
    const stop = subscribeSavedCountHint(() => heard++);
    setSavedCountHint(3);
    setSavedCountHint(3);
    expect(savedCountHint()).toBe(3);
    expect(heard).toBe(1);
    stop();
    localStorage.setItem('hy.savedCount', '-2');
    expect(savedCountHint()).toBe(0);
    localStorage.setItem('hy.savedCount', 'lots');
    expect(savedCountHint()).toBe(0);
  });
});
