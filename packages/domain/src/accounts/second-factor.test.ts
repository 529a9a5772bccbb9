import { describe, expect, it } from 'vitest';
import { e164Phone, passedSecondFactor, securityCode } from './second-factor';

describe('#32: the second factor', () => {
  it("reads the token's firebase claim: only a named second factor counts", () => {
    expect(passedSecondFactor({ sign_in_provider: 'password', sign_in_second_factor: 'phone' })).toBe(true);
    expect(passedSecondFactor({ sign_in_provider: 'password' })).toBe(false);
    expect(passedSecondFactor({ sign_in_second_factor: '' })).toBe(false);
    expect(passedSecondFactor({ sign_in_second_factor: true })).toBe(false);
    expect(passedSecondFactor(undefined)).toBe(false);
    expect(passedSecondFactor('phone')).toBe(false);
  });

  it('takes a code as people type it, six digits', () => {
    expect(securityCode(' 123 456 ')).toBe('123456');
    expect(securityCode('123-456')).toBe('123456');
    expect(securityCode('12345')).toBeNull();
    expect(securityCode('12345a')).toBeNull();
  });

  it('takes a mobile number with its country code, as people write it', () => {
    expect(e164Phone('+1 (242) 555-0100')).toBe('+12425550100');
    expect(e164Phone('+44 7700 900123')).toBe('+447700900123');
    expect(e164Phone('242 555 0100')).toBeNull();
    expect(e164Phone('+0 242 555 0100')).toBeNull();
    expect(e164Phone('+1 242')).toBeNull();
  });
});
