// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isExternalUrl, renderMarkdown } from './markdown';

function dom(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

describe('renderMarkdown keeps ordinary markdown', () => {
  const md = [
    '## Choosing a hull',
    '',
    '### Sub heading',
    '',
    'Some *emphasis*, **strong** text and `inline code`.',
    '',
    '- first',
    '- second',
    '',
    '1. one',
    '2. two',
    '',
    '> A quote from the captain',
    '',
    '```',
    'const knots = 30;',
    '```',
    '',
    '[Our boats](/boats) and [the maker](https://example.com/boats).',
  ].join('\n');
  const root = dom(renderMarkdown(md));

  it('renders headings, emphasis and code', () => {
    expect(root.querySelector('h2')?.textContent).toBe('Choosing a hull');
    expect(root.querySelector('h3')?.textContent).toBe('Sub heading');
    expect(root.querySelector('em')?.textContent).toBe('emphasis');
    expect(root.querySelector('strong')?.textContent).toBe('strong');
    expect(root.querySelector('p code')?.textContent).toBe('inline code');
    expect(root.querySelector('pre code')?.textContent).toContain('const knots = 30;');
  });
  it('renders lists and blockquotes', () => {
    expect(root.querySelectorAll('ul li')).toHaveLength(2);
    expect(root.querySelectorAll('ol li')).toHaveLength(2);
    expect(root.querySelector('blockquote')?.textContent).toContain('A quote from the captain');
  });
  it('keeps internal links in the same tab and opens external links safely in a new one', () => {
    const [internal, external] = Array.from(root.querySelectorAll('a'));
    expect(internal?.getAttribute('href')).toBe('/boats');
    expect(internal?.hasAttribute('target')).toBe(false);
    expect(external?.getAttribute('href')).toBe('https://example.com/boats');
    expect(external?.getAttribute('target')).toBe('_blank');
    expect(external?.getAttribute('rel')).toBe('noopener noreferrer');
  });
  it('keeps mailto and tel links', () => {
    const links = dom(renderMarkdown('[mail](mailto:a@b.com) [call](tel:+12425550148)')).querySelectorAll('a');
    expect(links[0]?.getAttribute('href')).toBe('mailto:a@b.com');
    expect(links[1]?.getAttribute('href')).toBe('tel:+12425550148');
  });
  it('keeps images with alt text and loads them lazily', () => {
    const img = dom(renderMarkdown('![A boat](/media/blog/x-960.webp)')).querySelector('img');
    expect(img?.getAttribute('src')).toBe('/media/blog/x-960.webp');
    expect(img?.getAttribute('alt')).toBe('A boat');
    expect(img?.getAttribute('loading')).toBe('lazy');
  });
});

describe('renderMarkdown neutralises dangerous input', () => {
  it('removes script tags and their content', () => {
    const html = renderMarkdown('Hello\n\n<script>alert(1)</script>\n\nworld');
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain('alert(1)');
    expect(html).toContain('Hello');
    expect(html).toContain('world');
  });
  it('strips event handler attributes such as <img onerror>', () => {
    const html = renderMarkdown('<img src="x" onerror="alert(1)">');
    expect(html).not.toMatch(/onerror/i);
    expect(dom(html).querySelector('img')).not.toBeNull();
  });
  it('drops javascript: hrefs in raw HTML links', () => {
    const a = dom(renderMarkdown('<a href="javascript:alert(1)">click</a>')).querySelector('a');
    expect(a?.textContent).toBe('click');
    expect(a?.hasAttribute('href')).toBe(false);
  });
  it('drops obfuscated javascript: hrefs', () => {
    const html = renderMarkdown('<a href="  JaVaScRiPt:alert(1)">x</a> <a href="java&#x09;script:alert(1)">y</a>');
    expect(html).not.toMatch(/javascript/i);
  });
  it('drops javascript: in markdown links', () => {
    const html = renderMarkdown('[click me](javascript:alert(document.cookie))');
    expect(html).not.toMatch(/javascript:/i);
    expect(dom(html).textContent).toContain('click me');
  });
  it('drops data: URLs in links', () => {
    const html = renderMarkdown(
      '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==) <a href="data:text/html,hi">y</a>',
    );
    expect(html).not.toMatch(/data:/i);
  });
  it('removes iframes, objects, embeds, forms and styles', () => {
    const html = renderMarkdown(
      '<iframe src="https://evil.example"></iframe><object data="x.swf"></object><embed src="x.swf">' +
        '<form action="https://evil.example"><input name="p"><button>Go</button></form><style>body{display:none}</style><p style="color:red">text</p>',
    );
    expect(html).not.toMatch(/<(iframe|object|embed|form|input|button|style)\b/i);
    expect(html).not.toMatch(/style=/i);
    expect(html).toContain('text');
  });
  it('removes svg with onload', () => {
    const html = renderMarkdown('<svg onload="alert(1)"><circle r="4"></circle></svg> after');
    expect(html).not.toMatch(/<svg/i);
    expect(html).not.toMatch(/onload/i);
  });
  it('removes on* attributes from any element', () => {
    const html = renderMarkdown('<p onclick="alert(1)" onmouseover="alert(2)">hi</p>');
    expect(html).not.toMatch(/on(click|mouseover)/i);
    expect(dom(html).querySelector('p')?.textContent).toBe('hi');
  });
});

describe('isExternalUrl', () => {
  it('tells other sites from this one', () => {
    expect(isExternalUrl('https://example.com')).toBe(true);
    expect(isExternalUrl('//example.com/x')).toBe(true);
    expect(isExternalUrl('https://www.nassauharbouryachts.com/boats')).toBe(false);
    expect(isExternalUrl('/boats')).toBe(false);
    expect(isExternalUrl('mailto:a@b.com')).toBe(false);
  });
});
