import { describe, expect, it } from 'vitest';
import { syncStatusText } from './sync-status';

describe('syncStatusText', () => {
  it('counts pending changes and says why they wait', () => {
    expect(syncStatusText(0, true)).toBe('All changes synced');
    expect(syncStatusText(1, false)).toBe('1 change waiting to sync (offline)');
    expect(syncStatusText(3, true)).toBe('3 changes syncing…');
  });
});
