import { describe, expect, it } from 'vitest';
import { returnStep } from './list-scroll-return';

describe('returnStep (back to a list that renders its cards in steps)', () => {
  it('scrolls once the page is long enough to reach the saved position', () => {
    expect(returnStep(13_000, 14_000, 844, true)).toBe('scroll');
    expect(returnStep(13_000, 13_844, 844, false)).toBe('scroll');
  });
  it('shows more cards while the page is too short', () => {
    expect(returnStep(13_000, 9_000, 844, true)).toBe('show-more');
    expect(returnStep(13_000, 13_843, 844, true)).toBe('show-more');
  });
  it('shows more cards while the rendered list ends above the screen the visitor left, however tall the page', () => {
    // A "Recently Viewed" strip below the list made the page tall enough; the card was in the next step.
    expect(returnStep(13_000, 16_000, 844, true, 12_000)).toBe('show-more');
    expect(returnStep(13_000, 16_000, 844, true, 13_844)).toBe('scroll');
    // Nothing more to show: the list is what it is.
    expect(returnStep(13_000, 16_000, 844, false, 12_000)).toBe('scroll');
  });
  it('gives up (scrolls as far as it can) when there are no more cards to show', () => {
    expect(returnStep(13_000, 9_000, 844, false)).toBe('give-up');
  });
});
