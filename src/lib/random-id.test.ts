import { afterEach, describe, expect, it, vi } from 'vitest';
import { randomId } from './random-id';

afterEach(() => vi.unstubAllGlobals());

describe('randomId', () => {
  it('is a UUID where the browser makes them, different each time', () => {
    expect(randomId('p')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(randomId('p')).not.toBe(randomId('p'));
  });
  it('falls back to a prefixed random id without crypto.randomUUID', () => {
    vi.stubGlobal('crypto', {});
    const id = randomId('d');
    expect(id).toMatch(/^d-[0-9a-z]+-[0-9a-z]+-[0-9a-z]+$/);
    expect(id).not.toBe(randomId('d'));
  });
});
