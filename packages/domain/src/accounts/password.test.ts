import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS } from './common-passwords';
import {
  PASSWORD_MESSAGES,
  PASSWORD_MIN,
  characterVariety,
  isCommonPassword,
  meetsPasswordRule,
  newPasswordSchema,
  passwordProblem,
  passwordStrength,
  passwordStrengthText,
} from './password';

describe('the password rule', () => {
  it('says its messages exactly', () => {
    expect(PASSWORD_MIN).toBe(10);
    expect(PASSWORD_MESSAGES).toEqual({
      tooShort: 'Password must be at least 10 characters',
      tooCommon: 'This password is too common. Choose another.',
      mismatch: 'Passwords do not match',
    });
  });

  it('refuses 9 characters and accepts 10', () => {
    expect(passwordProblem('sunny-ha9')).toBe('Password must be at least 10 characters');
    expect(passwordProblem('sunny-ha10')).toBeNull();
    expect(passwordProblem('')).toBe('Password must be at least 10 characters');
  });

  it('refuses a common password, whatever its case, and a common word dressed with digits or symbols', () => {
    for (const p of [
      '1234567890',
      'qwertyuiop',
      'Password123',
      'PASSWORD2026!',
      'welcome2026',
      'iloveyou12',
      'Summer2026',
    ]) {
      expect(passwordProblem(p), p).toBe('This password is too common. Choose another.');
    }
    expect(passwordProblem('aaaaaaaaaaaa')).toBe('This password is too common. Choose another.');
  });

  it('says the length first for a short common password', () => {
    expect(passwordProblem('password')).toBe('Password must be at least 10 characters');
  });

  it('accepts the test and demo passwords (they must keep working)', () => {
    for (const p of ['sunny-harbour-42', 'harbour-admin-2026', 'harbour-marina-2026', 'harbour-kevin-2026']) {
      expect(meetsPasswordRule(p), p).toBe(true);
    }
  });

  it('keeps a short list in lower case, without repeats', () => {
    expect(COMMON_PASSWORDS.length).toBeGreaterThanOrEqual(100);
    expect(COMMON_PASSWORDS.length).toBeLessThanOrEqual(250);
    expect(new Set(COMMON_PASSWORDS).size).toBe(COMMON_PASSWORDS.length);
    for (const p of COMMON_PASSWORDS) expect(p, p).toBe(p.toLowerCase());
  });

  it('isCommonPassword needs more than digits: a dressing alone is not a word', () => {
    expect(isCommonPassword('8403928174')).toBe(false);
    expect(isCommonPassword('')).toBe(false);
  });
});

describe('newPasswordSchema', () => {
  it('gives the length message first, then the common one', () => {
    const short = v.safeParse(newPasswordSchema, 'abc');
    expect(short.success).toBe(false);
    if (!short.success) expect(short.issues[0].message).toBe(PASSWORD_MESSAGES.tooShort);
    const common = v.safeParse(newPasswordSchema, 'password123');
    expect(common.success).toBe(false);
    if (!common.success) expect(common.issues.map((i) => i.message)).toEqual([PASSWORD_MESSAGES.tooCommon]);
    expect(v.safeParse(newPasswordSchema, 'Bimini-tides-7').success).toBe(true);
  });
});

describe('password strength', () => {
  it('counts kinds of characters', () => {
    expect(characterVariety('abc')).toBe(1);
    expect(characterVariety('aB3')).toBe(3);
    expect(characterVariety('aB3!')).toBe(4);
    expect(characterVariety('')).toBe(0);
  });

  it.each([
    ['', 'weak'],
    ['short', 'weak'],
    ['password123', 'weak'],
    ['kdjfhgqwpz', 'fair'],
    ['8403928174', 'fair'],
    ['bimini-tides', 'fair'],
    ['Bimini-tides', 'strong'],
    ['sunny-harbour-42', 'strong'],
    ['conchsaladforeveryone', 'fair'],
    ['conch salad forever', 'strong'],
  ] as const)('%j is %s', (password, strength) => {
    expect(passwordStrength(password)).toBe(strength);
  });

  it('words the hint', () => {
    expect(passwordStrengthText('')).toBe('');
    expect(passwordStrengthText('abc')).toBe('Strength: weak (fewer than 10 characters)');
    expect(passwordStrengthText('password123')).toBe('Strength: weak (a very common password)');
    expect(passwordStrengthText('kdjfhgqwpz')).toBe(
      'Strength: fair. Longer, or a mix of letters, numbers and symbols, is stronger.',
    );
    expect(passwordStrengthText('Bimini-tides-7')).toBe('Strength: strong');
  });
});
