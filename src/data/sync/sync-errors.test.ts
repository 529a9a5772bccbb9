import { afterEach, describe, expect, it } from 'vitest';
import {
  clearSyncProblem,
  lastRefusedChange$,
  lastSyncProblem$,
  reportRefusedChange,
  reportSyncProblem,
} from './sync-errors';

afterEach(() => clearSyncProblem());

describe('sync problems', () => {
  it('keeps a refused change in sight when a problem that retries by itself comes after it', () => {
    reportRefusedChange('submissions', new Date('2026-11-24T10:00:00Z'));
    reportSyncProblem('Sync of counters with the server failed; it will retry.', new Date('2026-11-24T10:00:05Z'));
    expect(lastRefusedChange$.value?.message).toBe(
      'The server refused a change (submissions): it was not saved there. Change it again or ask the brokerage.',
    );
    expect(lastSyncProblem$.value?.message).toBe('Sync of counters with the server failed; it will retry.');
  });
  it('clears both', () => {
    reportRefusedChange('profiles');
    reportSyncProblem('x');
    clearSyncProblem();
    expect([lastRefusedChange$.value, lastSyncProblem$.value]).toEqual([null, null]);
  });
});
