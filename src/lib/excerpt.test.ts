import { describe, expect, it } from 'vitest';
import { displayExcerpt, fallbackExcerpt, markdownToPlainText } from './excerpt';

describe('markdownToPlainText', () => {
  it('strips headings, emphasis, links, images, quotes, lists and code fences', () => {
    const md = [
      '# Buying a *boat* in Nassau',
      '',
      'Read **our** [guide](https://example.com) & ![a hull](/x.webp) `today`.',
      '',
      '> Quoted __advice__',
      '',
      '- one',
      '- two',
      '',
      '```ts',
      'const x = 1;',
      '```',
      '<div>raw <b>html</b></div>',
    ].join('\n');
    expect(markdownToPlainText(md)).toBe('Buying a boat in Nassau Read our guide & a hull today. Quoted advice one two const x = 1; raw html');
  });
  it('collapses whitespace and returns empty text for empty content', () => {
    expect(markdownToPlainText('a\n\n\n   b')).toBe('a b');
    expect(markdownToPlainText('')).toBe('');
  });
});

describe('fallbackExcerpt', () => {
  it('takes the first 150 characters of the plain text and appends an ellipsis', () => {
    const content = `## Title\n\n${'x'.repeat(200)}`;
    const excerpt = fallbackExcerpt(content);
    expect(excerpt).toBe(`Title ${'x'.repeat(144)}...`);
    expect(excerpt.length).toBe(153);
  });
  it('appends the ellipsis even when the content is shorter than 150 characters', () => {
    expect(fallbackExcerpt('A **short** post.')).toBe('A short post....');
  });
  it('does not leave a space before the ellipsis', () => {
    const content = `${'a'.repeat(149)} bcd`;
    expect(fallbackExcerpt(content)).toBe(`${'a'.repeat(149)}...`);
  });
});

describe('displayExcerpt', () => {
  it('uses the post excerpt when there is one', () => {
    expect(displayExcerpt({ excerpt: 'Own words', content: 'Body' })).toBe('Own words');
  });
  it('falls back to the content when the excerpt is null or blank', () => {
    expect(displayExcerpt({ excerpt: null, content: 'Body *text*' })).toBe('Body text...');
    expect(displayExcerpt({ excerpt: '   ', content: 'Body' })).toBe('Body...');
  });
});

describe('markdownToPlainText and raw HTML', () => {
  it('drops script and style bodies', () => {
    expect(markdownToPlainText('Hi\n\n<script>alert(1)</script>\n\n<style>p{}</style>\n\nthere')).toBe('Hi there');
  });
});
