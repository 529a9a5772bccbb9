import { describe, expect, it } from 'vitest';
import { shouldHydrate } from './hydration';

const base = { prerendered: '/boats', fromSnapshot: true, url: '/boats', hasSnapshot: true };

describe('shouldHydrate', () => {
  it('hydrates the page rendered for this URL from the same snapshot', () => {
    expect(shouldHydrate(base)).toBe(true);
  });

  it('renders over the app shell, another URL or a query string the HTML does not have', () => {
    expect(shouldHydrate({ ...base, prerendered: null })).toBe(false);
    expect(shouldHydrate({ ...base, url: '/boats/abc' })).toBe(false);
    expect(shouldHydrate({ ...base, url: '/boats?type=sailboat' })).toBe(false);
  });

  it('renders over a data page without the snapshot it was rendered from (the request failed)', () => {
    expect(shouldHydrate({ ...base, hasSnapshot: false })).toBe(false);
  });

  it('hydrates a page without data whatever the device holds', () => {
    expect(shouldHydrate({ prerendered: '/contact', fromSnapshot: false, url: '/contact', hasSnapshot: false })).toBe(
      true,
    );
  });
});
