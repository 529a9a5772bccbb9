import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seedBlogPosts } from '../../fixtures/blog-posts';
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
    expect(markdownToPlainText(md)).toBe(
      'Buying a boat in Nassau Read our guide & a hull today. Quoted advice one two const x = 1; raw html',
    );
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

describe('fallbackExcerpt of a long post (read from its leading blocks)', () => {
  const fullRead = (content: string) => `${markdownToPlainText(content).slice(0, 150).trimEnd()}...`;
  const para = (n: number) => `Paragraph ${n} about ${'hull, engine and survey '.repeat(4)}[a link][ref${n % 3}].`;
  const defs = '[ref0]: https://example.com/0\n[ref1]: https://example.com/1\n[ref2]: https://example.com/2';

  it('is the same as reading the whole post, with link definitions at its end', () => {
    const content = [...Array.from({ length: 40 }, (_, i) => para(i)), defs].join('\n\n');
    expect(content.length).toBeGreaterThan(3000);
    expect(fallbackExcerpt(content)).toBe(fullRead(content));
    expect(fallbackExcerpt(content)).toContain('a link');
    expect(fallbackExcerpt(content)).not.toContain('[ref');
  });

  it('reads the whole post when its leading blocks hold 150 characters of text or fewer', () => {
    const fence = `\`\`\`\n${'x = 1\n'.repeat(300)}\n\n${'y = 2\n'.repeat(10)}\`\`\``;
    const content = `# A\n\n${fence}\n\nAfter the code.`;
    expect(fallbackExcerpt(content)).toBe(fullRead(content));
    const tiny = `${'![](/a.webp)\n'.repeat(200)}\n\nFinally some words.`;
    expect(fallbackExcerpt(tiny)).toBe(fullRead(tiny));
  });

  it('reads the whole post when it holds raw HTML (a script or comment may span blank lines)', () => {
    const content = `<!-- note\n\n${'hidden '.repeat(300)}\n\nend -->\n\n${para(1)}\n\n${para(2)}`;
    expect(fallbackExcerpt(content)).toBe(fullRead(content));
    expect(fallbackExcerpt(content)).not.toContain('hidden');
  });

  it('is the same as reading the whole post for generated long markdown and for every demo post', () => {
    const block = fc.oneof(
      fc.constantFrom(
        '# Heading',
        '> quoted *words*',
        '- item\n- item two',
        '1. first\n\n2. loose',
        '```\ncode\n\nmore code\n```',
        '~~~\nfence',
        '[x][r]',
        '[r]: https://e.com',
        '| a | b |\n|---|---|\n| 1 | 2 |',
        '***',
        'Setext\n===',
        '    indented code',
        '&amp; &lt;b&gt;',
        '![alt text](/i.webp)',
      ),
      fc.string({ maxLength: 400 }),
      fc.lorem({ maxCount: 60 }),
    );
    const post = fc
      .array(block, { minLength: 1, maxLength: 40 })
      .chain((blocks) => fc.constantFrom('\n\n', '\n', '\n \n', '\r\n\r\n').map((sep) => blocks.join(sep)));
    fc.assert(
      fc.property(post, (content) => fallbackExcerpt(content) === fullRead(content)),
      { numRuns: 300 },
    );
    for (const p of seedBlogPosts) expect(fallbackExcerpt(p.content)).toBe(fullRead(p.content));
  });

  it('gives the same answer when asked again (kept per content)', () => {
    const content = Array.from({ length: 30 }, (_, i) => para(i)).join('\r\n\r\n');
    expect(fallbackExcerpt(content)).toBe(fullRead(content));
    expect(fallbackExcerpt(content)).toBe(fullRead(content));
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
