import { describe, expect, it } from 'vitest';
import { isPermissionDenied } from './permission-denied';

describe('isPermissionDenied', () => {
  it("finds Firestore's permission-denied in the error, a pull's errors or a listener's error", () => {
    expect(isPermissionDenied({ code: 'permission-denied' })).toBe(true);
    expect(
      isPermissionDenied({
        code: 'RC_PULL',
        parameters: { errors: [{ code: 'unavailable' }, { code: 'permission-denied' }] },
      }),
    ).toBe(true);
    expect(isPermissionDenied({ code: 'RC_STREAM', parameters: { error: { code: 'permission-denied' } } })).toBe(true);
  });

  it('anything else is not', () => {
    expect(isPermissionDenied({ code: 'RC_PULL', parameters: { errors: [{ code: 'unavailable' }] } })).toBe(false);
    expect(isPermissionDenied(new Error('offline'))).toBe(false);
    expect(isPermissionDenied(null)).toBe(false);
    expect(isPermissionDenied('permission-denied')).toBe(false);
  });
});
