import { describe, expect, it } from 'vitest';
import { scrollRestorationFor } from './first-page-scroll';

const at = (pathname: string) => ({ location: { pathname } });

describe('scrollRestorationFor', () => {
  it('leaves the scroll alone on the first page the build rendered, then restores as usual', () => {
    const restore = scrollRestorationFor(true);
    expect(restore(at('/boats'))).toBe(false);
    expect(restore(at('/boats'))).toBe(false); // the router renders the first page more than once
    expect(restore(at('/boats/b1'))).toBe(true);
    expect(restore(at('/boats'))).toBe(true); // back on the first page: its remembered position
  });

  it('restores as usual when the app rendered the first page itself (app shell)', () => {
    const restore = scrollRestorationFor(false);
    expect(restore(at('/boats'))).toBe(true);
    expect(restore(at('/boats/b1'))).toBe(true);
  });
});
