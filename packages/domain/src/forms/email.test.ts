import { describe, expect, it } from 'vitest';
import { isEmail, mailtoHref } from './email';

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
  // Finding 12 (trust boundary): an address is put in mailto: links, where these would add recipients or headers.
  it.each(['a@x.com?bcc=evil%40e.io', 'a@x.com&cc=b@c.io', 'a%b@x.com', 'a=b@x.com', 'a@x.com/x', 'a#b@x.com'])(
    'finding 12: refuses %s',
    (v) => {
      expect(isEmail(v)).toBe(false);
    },
  );
});

describe('mailtoHref', () => {
  it('links an address, and nothing else', () => {
    expect(mailtoHref('ann@example.com')).toBe('mailto:ann@example.com');
    expect(mailtoHref('a@x.com?bcc=evil%40e.io')).toBeUndefined();
    expect(mailtoHref(42)).toBeUndefined();
  });
});
