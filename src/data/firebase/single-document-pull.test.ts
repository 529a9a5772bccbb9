import { describe, expect, it } from 'vitest';
import { isNewerThanCheckpoint } from './single-document-pull';

describe('isNewerThanCheckpoint', () => {
  const checkpoint = { id: 'uid-1', serverTimestamp: '2026-11-27T10:00:00.000Z' };

  it('a first pull takes whatever the server holds', () => {
    expect(isNewerThanCheckpoint('2020-01-01T00:00:00.000Z', undefined)).toBe(true);
  });

  it('a version written after the checkpoint is new; the one at the checkpoint or before it is not', () => {
    expect(isNewerThanCheckpoint('2026-11-27T10:00:00.001Z', checkpoint)).toBe(true);
    expect(isNewerThanCheckpoint('2026-11-27T10:00:00.000Z', checkpoint)).toBe(false);
    expect(isNewerThanCheckpoint('2026-11-27T09:59:59.999Z', checkpoint)).toBe(false);
  });
});
