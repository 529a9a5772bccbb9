import { describe, expect, it } from 'vitest';
import { META_DESCRIPTION_LENGTH, boatMetaDescription } from './page-facts';

describe('boatMetaDescription (the boat page and its link preview)', () => {
  it('is the first 100 characters of the description, whole code points (no half emoji)', () => {
    expect(META_DESCRIPTION_LENGTH).toBe(100);
    expect(boatMetaDescription('a'.repeat(150))).toBe('a'.repeat(100));
    const withEmoji = `${'b'.repeat(99)}🛥️ and more`;
    expect(boatMetaDescription(withEmoji)).toBe(`${'b'.repeat(99)}🛥`);
    expect(boatMetaDescription('Short.')).toBe('Short.');
  });
});
