import { describe, expect, it } from 'vitest';
import { isEmail } from './email';

describe('isEmail', () => {
  it.each(['a@b.co', 'first.last+tag@sub.example.com', 'owner@nassau-yachts.bs'])('accepts %s', (v) => {
    expect(isEmail(v)).toBe(true);
  });
  it.each([
    '',
    'plain',
    'a@b',
    'a @b.com',
    'a@b..com',
    'a@-b.com',
    '<script>@x.com',
    'a@b.c',
    `${'a'.repeat(250)}@b.com`,
  ])('refuses %s', (v) => {
    expect(isEmail(v)).toBe(false);
  });
});
