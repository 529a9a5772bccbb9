import { describe, expect, it } from 'vitest';
import { needsReload } from './code-reload';

describe('needsReload', () => {
  it('the first failure may be the connection: no reload, the load is tried again', () => {
    expect(needsReload(0, true)).toBe(false);
    expect(needsReload(0, false)).toBe(false);
  });
  it('a fresh URL that fails again while online: its dependencies are broken for this page, a reload is needed', () => {
    expect(needsReload(1, true)).toBe(true);
    expect(needsReload(3, true)).toBe(true);
  });
  it('offline, nothing can load: waiting for the connection, not a reload', () => {
    expect(needsReload(2, false)).toBe(false);
  });
});
