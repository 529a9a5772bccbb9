import { describe, expect, it } from 'vitest';
import { shouldCountView, VIEW_WINDOW_MS } from './view-window';

const now = new Date('2026-06-01T12:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('shouldCountView', () => {
  it('counts the first view', () => expect(shouldCountView([], now)).toBe(true));
  it('does not count a second view within the hour', () => {
    expect(shouldCountView([ago(VIEW_WINDOW_MS - 1)], now)).toBe(false);
    expect(shouldCountView([ago(0)], now)).toBe(false);
  });
  it('counts again once the hour has passed', () => expect(shouldCountView([ago(VIEW_WINDOW_MS)], now)).toBe(true));
});
