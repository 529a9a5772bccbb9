import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { markdownToPlainText } from './excerpt';
import { plainProseStart } from './plain-prose';

describe('plainProseStart', () => {
  it('reads paragraphs and headings of plain prose as their text', () => {
    expect(
      plainProseStart('\n## After every trip\n\nRinse the deck with fresh water,\nthen  dry the lines.\n', 40),
    ).toBe('After every trip Rinse the deck with fresh water, then dry the lines.');
    expect(
      plainProseStart(
        '## 1. Rose Island\n\n- Flush each engine.\n- Rinse the cowlings\nand dry them.\n\n1. Book early',
        150,
      ),
    ).toBe('1. Rose Island Flush each engine. Rinse the cowlings and dry them. Book early');
    expect(plainProseStart('Short post.', 150)).toBe('Short post.');
  });

  it('stops after the first block boundary that gives enough text, ignoring markup that follows', () => {
    expect(plainProseStart('First paragraph here.\n\n**Bold** later.', 10)).toBe('First paragraph here.');
  });

  it('leaves markup to the markdown reader', () => {
    for (const markdown of [
      'Text\n2. two',
      '-  two spaces',
      'Some **bold**',
      'A [link](https://x.y)',
      '- **bold** item',
      '1.  one',
      '> quote',
      'Head\n===',
      '    code',
      'Tom &amp; Jerry',
      '<b>x</b>',
      'a | b',
      '#hashtag',
    ]) {
      expect(plainProseStart(markdown, 150)).toBeNull();
    }
  });

  const word = fc.stringMatching(/^[A-Za-z0-9]{1,8}$/);
  const line = fc
    .tuple(
      fc.constantFrom(
        '',
        '',
        '',
        '# ',
        '#\t',
        '-\t',
        '1.\t',
        '## ',
        '###### ',
        '#',
        '- ',
        '-  ',
        '+ ',
        '1. ',
        '1) ',
        '2. ',
        '3) ',
        '01. ',
        '  ',
        '    ',
        '\t',
        '=',
        '---',
        '===',
        '-',
        '* ',
        '> ',
      ),
      fc.array(
        fc.oneof(
          word,
          word,
          fc.constantFrom(
            ' ',
            ' ',
            '  ',
            '.',
            ',',
            ':',
            '-',
            '=',
            '#',
            '1.',
            '2)',
            '\u00a0',
            ':-',
            ':--:',
            'www.x.org',
            'é',
            '*',
            '_',
            '&',
            '[',
          ),
        ),
        { maxLength: 8 },
      ),
    )
    .map(([start, parts]) => start + parts.join(''));
  const lines = fc.array(line, { maxLength: 12 }).map((l) => l.join('\n'));
  const markdownish = fc
    .array(
      fc.oneof(
        fc.constantFrom(
          '\n',
          '\n\n',
          ' ',
          '  ',
          '\t',
          '\u00a0',
          '# ',
          '## ',
          '###### ',
          '#',
          '-',
          '- ',
          '+ ',
          '1. ',
          '2) ',
          '=',
          '===',
          '---',
          '*',
          '_',
          '`',
          '~',
          '|',
          '>',
          '<',
          '&',
          '[',
          ']',
          '(',
          ')',
          '!',
          '\\',
          ':',
          '.',
          ',',
          '@',
          "'",
          '"',
          'www.example.com',
          'https://a.b/c',
          'a@b.co',
          'é',
          '😀',
          '\r\n',
        ),
        fc.stringMatching(/^[A-Za-z0-9]{1,8}$/),
      ),
      { maxLength: 60 },
    )
    .map((parts) => parts.join(''));

  it('equals the markdown reader wherever it answers (property)', () => {
    fc.assert(
      fc.property(fc.oneof(markdownish, lines), fc.integer({ min: 0, max: 80 }), (markdown, atLeast) => {
        const start = plainProseStart(markdown, atLeast);
        if (start === null) return;
        const full = markdownToPlainText(markdown);
        expect(full.startsWith(start)).toBe(true);
        if (start.length < atLeast) expect(full).toBe(start);
      }),
      { numRuns: 3000 },
    );
  });

  it('answers for the demo posts that fall back to their content, but the one with bold text in its first list', async () => {
    const { seedBlogPosts } = await import('../../fixtures/blog-posts');
    const unread = seedBlogPosts
      .filter((p) => !p.excerpt && plainProseStart(p.content, 150) === null)
      .map((p) => p.slug);
    expect(unread).toEqual(['first-time-charter-tips-nassau']);
  });
});
