import { describe, expect, it } from 'vitest';
import { callableOptions, enforceAppCheck } from './app-check';

describe('App Check on the callables', () => {
  it('#32: is enforced in production unless the deployment turns it off for a rollout (ENFORCE_APP_CHECK=false)', () => {
    expect(enforceAppCheck({})).toBe(true);
    expect(enforceAppCheck({ ENFORCE_APP_CHECK: 'true' })).toBe(true);
    expect(enforceAppCheck({ ENFORCE_APP_CHECK: 'false' })).toBe(false);
    expect(callableOptions({})).toMatchObject({ enforceAppCheck: true });
  });

  it('never in the emulator, which cannot verify tokens offline', () => {
    expect(enforceAppCheck({ FUNCTIONS_EMULATOR: 'true' })).toBe(false);
    expect(enforceAppCheck({ ENFORCE_APP_CHECK: 'true', FUNCTIONS_EMULATOR: 'true' })).toBe(false);
  });
});
