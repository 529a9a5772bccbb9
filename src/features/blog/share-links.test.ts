import { describe, expect, it } from 'vitest';
import { emailShareUrl, postUrl, whatsAppShareUrl } from './share-links';

describe('share links', () => {
  const url = postUrl('https://www.nassauharbouryachts.com/', 'buying-guide');
  it('builds the post URL from the origin and slug', () => {
    expect(url).toBe('https://www.nassauharbouryachts.com/blogs/buying-guide');
  });
  it('shares to WhatsApp with the title and URL as text', () => {
    expect(whatsAppShareUrl('Tips & Tricks', url)).toBe(
      'https://wa.me/?text=Tips%20%26%20Tricks%20https%3A%2F%2Fwww.nassauharbouryachts.com%2Fblogs%2Fbuying-guide',
    );
  });
  it('shares by email with the title as subject and the excerpt and URL as body', () => {
    const href = emailShareUrl('Tips & Tricks', 'Short?', url);
    expect(href.startsWith('mailto:?subject=Tips%20%26%20Tricks&body=')).toBe(true);
    expect(decodeURIComponent(href.split('&body=')[1] ?? '')).toBe(`Short?\n\n${url}`);
  });
});
