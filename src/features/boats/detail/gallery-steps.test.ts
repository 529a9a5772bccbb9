import { describe, expect, it } from 'vitest';
import { SWIPE_MIN_PX, photoPositionLabel, stepPhoto, swipeStep } from './gallery-steps';

describe('full-screen gallery steps', () => {
  it('moves forward and back, wrapping at both ends', () => {
    expect(stepPhoto(0, 1, 12)).toBe(1);
    expect(stepPhoto(11, 1, 12)).toBe(0);
    expect(stepPhoto(0, -1, 12)).toBe(11);
    expect(stepPhoto(5, -1, 12)).toBe(4);
    expect(stepPhoto(0, 1, 1)).toBe(0);
    expect(stepPhoto(3, 1, 0)).toBe(0);
  });

  it('reads a left swipe as next, a right swipe as previous', () => {
    expect(swipeStep(-SWIPE_MIN_PX, 0)).toBe(1);
    expect(swipeStep(-200, 30)).toBe(1);
    expect(swipeStep(120, -10)).toBe(-1);
  });

  it('ignores taps, short drags and mostly vertical drags', () => {
    expect(swipeStep(0, 0)).toBe(0);
    expect(swipeStep(-(SWIPE_MIN_PX - 1), 0)).toBe(0);
    expect(swipeStep(-80, 120)).toBe(0);
    expect(swipeStep(60, 60)).toBe(0);
  });

  it('names the position from one', () => {
    expect(photoPositionLabel(2, 12)).toBe('Photo 3 of 12');
    expect(photoPositionLabel(0, 1)).toBe('Photo 1 of 1');
  });
});
