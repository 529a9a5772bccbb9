import { describe, expect, it } from 'vitest';
import { escapeMailHtml, headerLine } from './mail-text';

describe('headerLine (finding N2: a subject is one line)', () => {
  it('turns CR, LF, tabs, other control characters and U+2028/2029 into one space', () => {
    expect(headerLine('Cats\r\nBcc: victim@example.com', 80)).toBe('Cats Bcc: victim@example.com');
    expect(headerLine('a\tb\u0000c\u2028d\u2029e\u007ff', 80)).toBe('a b c d e f');
    expect(headerLine('  spaced \n\n out  ', 80)).toBe('spaced out');
  });

  it('cuts to size, and anything but a string is empty', () => {
    expect(headerLine('x'.repeat(200), 80)).toHaveLength(80);
    expect(headerLine(42, 80)).toBe('');
    expect(headerLine(null, 80)).toBe('');
  });
});

describe('escapeMailHtml', () => {
  it('escapes the five HTML characters', () => {
    expect(escapeMailHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
