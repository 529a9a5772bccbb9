import { describe, expect, it } from 'vitest';
import { callableOptions, enforceAppCheck } from './app-check';

describe('App Check on the callables', () => {
  it('is enforced only when the deployment says ENFORCE_APP_CHECK=true', () => {
    expect(enforceAppCheck({ ENFORCE_APP_CHECK: 'true' })).toBe(true);
    expect(enforceAppCheck({})).toBe(false);
    expect(enforceAppCheck({ ENFORCE_APP_CHECK: 'yes' })).toBe(false);
    expect(callableOptions({ ENFORCE_APP_CHECK: 'true' })).toEqual({ enforceAppCheck: true });
  });

  it('never in the emulator, which cannot verify tokens offline', () => {
    expect(enforceAppCheck({ ENFORCE_APP_CHECK: 'true', FUNCTIONS_EMULATOR: 'true' })).toBe(false);
  });
});
