import { describe, expect, it } from 'vitest';
import { syncStatusText } from './sync-status';

describe('syncStatusText', () => {
  it('counts pending changes and says why they wait', () => {
    expect(syncStatusText(0, true)).toBe('All changes synced');
    expect(syncStatusText(1, false)).toBe('1 change waiting to sync (offline)');
    expect(syncStatusText(3, true)).toBe('3 changes syncing…');
  });
});

describe('syncStatusText with changes the server refused', () => {
  it('never calls a refused change syncing', () => {
    expect(syncStatusText(1, true, 1)).toBe('1 change not saved (refused by the server)');
    expect(syncStatusText(3, true, 1)).toBe('2 changes syncing…; 1 change not saved (refused by the server)');
    expect(syncStatusText(4, false, 2)).toBe(
      '2 changes waiting to sync (offline); 2 changes not saved (refused by the server)',
    );
  });
});
