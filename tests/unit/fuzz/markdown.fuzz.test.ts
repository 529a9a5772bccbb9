// @vitest-environment jsdom
/**
 * Fuzz renderMarkdown with HTML/script payloads mixed into random markdown: the sanitised output, parsed by the
 * DOM, never has an event handler attribute, a script-capable element, or a javascript:/vbscript:/data: URL.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '@/lib/markdown';
import { XSS_VECTORS } from './arbitraries';

const FORBIDDEN = [
  'script',
  'iframe',
  'frame',
  'object',
  'embed',
  'base',
  'meta',
  'link',
  'form',
  'style',
  'svg',
  'math',
  'template',
];
const URL_ATTRIBUTES = [
  'href',
  'src',
  'xlink:href',
  'action',
  'formaction',
  'poster',
  'background',
  'data',
  'srcset',
  'cite',
  'codebase',
  'ping',
];

function problems(html: string): string[] {
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html');
  const found: string[] = [];
  for (const el of Array.from(doc.body.querySelectorAll('*'))) {
    const tag = el.tagName.toLowerCase();
    if (FORBIDDEN.includes(tag)) found.push(`<${tag}>`);
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      if (name.startsWith('on')) found.push(`${tag}[${name}]`);
      if (name === 'style') found.push(`${tag}[style]`);
      // Browsers ignore ASCII whitespace and control characters inside a scheme.
      // eslint-disable-next-line no-control-regex -- the characters browsers ignore inside a scheme
      const value = attr.value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
      if (URL_ATTRIBUTES.includes(name) && /^(?:javascript|vbscript|data):/.test(value))
        found.push(`${tag}[${name}=${attr.value}]`);
    }
  }
  return found;
}

const payload = fc.oneof(
  fc.constantFrom(...XSS_VECTORS),
  fc.constantFrom(...XSS_VECTORS).map((x) => x.toUpperCase()),
  fc
    .constantFrom(
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      ' javascript:alert(1)',
      'java\nscript:alert(1)',
      'data:text/html,<script>x</script>',
      'data:image/png;base64,AAAA',
      'vbscript:x',
      '&#106;avascript:alert(1)',
      '&#0000106avascript:alert(1)',
      '\u0001javascript:alert(1)',
    )
    .chain((url) =>
      fc.constantFrom(
        `[x](${url})`,
        `![x](${url})`,
        `<${url}>`,
        `[x]: ${url}\n\n[y][x]`,
        `<a href="${url}">x</a>`,
        `<img src="${url}">`,
        `<iframe src="${url}">`,
        `<area href="${url}">`,
        `<video poster="${url}"></video>`,
      ),
    ),
  fc.string({ maxLength: 30 }),
  fc.constantFrom(
    '# Title',
    '**bold**',
    '> quote',
    '- item',
    '`code`',
    '```\ncode\n```',
    '<div>',
    '</div>',
    '<p',
    '"',
    "'",
    '<',
    '>',
    '\n\n',
    '| a | b |\n|---|---|\n| 1 | 2 |',
  ),
);
const markdown = fc
  .array(payload, { minLength: 1, maxLength: 6 })
  .chain((parts) => fc.constantFrom('', ' ', '\n', '\n\n').map((sep) => parts.join(sep)));

describe('renderMarkdown (fuzz)', () => {
  it('every known vector alone is neutralised', () => {
    for (const vector of XSS_VECTORS) expect(problems(renderMarkdown(vector)), vector).toEqual([]);
  });

  it('generated markdown with HTML/script payloads never yields handlers, script elements or dangerous URLs', () => {
    fc.assert(
      fc.property(markdown, (md) => {
        expect(problems(renderMarkdown(md)), md).toEqual([]);
      }),
      { numRuns: 400 },
    );
  });

  it('the checker itself spots what it must (so the property can fail)', () => {
    expect(problems('<img src=x onerror=alert(1)>')).toEqual(['img[onerror]']);
    expect(problems('<a href=" java\tscript:x">x</a>')).toHaveLength(1);
    expect(problems('<img src="data:image/png;base64,AA">')).toHaveLength(1);
    expect(problems('<iframe></iframe>')).toEqual(['<iframe>']);
  });
});
