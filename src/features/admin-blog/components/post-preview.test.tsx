// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderMarkdown } from '@/lib/markdown';
import { EMPTY_FORM } from '../model/post-form';
import { PostPreview } from './post-preview';
import { domRoot } from '../../../../tests/unit/dom-root';

const dom = domRoot();
afterEach(() => {
  delete (window as { __pwned?: boolean }).__pwned;
});

const HOSTILE = [
  '## Reef Guide',
  '',
  'Some **bold** text and a [link](https://example.com).',
  '',
  '<script>window.__pwned = true; alert("x")</script>',
  '',
  '<img src="x" onerror="window.__pwned = true">',
  '',
  '[click](javascript:window.__pwned=true)',
].join('\n');

describe('PostPreview', () => {
  it('renders the markdown as the public page does, with scripts and handlers neutralised', async () => {
    await dom.render(
      <PostPreview values={{ ...EMPTY_FORM, title: 'Reef', content: HOSTILE, tags: 'a, b', excerpt: 'Short' }} />,
    );
    const content = dom.container.querySelector('[data-testid="preview-content"]')!;
    // The markdown reader is code of its own, loaded when a preview first needs it.
    await vi.waitFor(() => expect(content.getAttribute('aria-busy')).toBeNull());
    expect(content.querySelector('h2')?.textContent).toBe('Reef Guide');
    expect(content.querySelector('strong')?.textContent).toBe('bold');
    expect(dom.container.querySelector('script')).toBeNull();
    expect(dom.container.innerHTML).not.toMatch(/<script|onerror|javascript:/i);
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
    // Exactly the public page's renderer output.
    expect(content.innerHTML).toBe(renderMarkdown(HOSTILE));
    expect([...dom.container.querySelectorAll('[aria-label="Tags"] li')].map((li) => li.textContent)).toEqual([
      'a',
      'b',
    ]);
    expect(dom.container.querySelector('h1')?.textContent).toBe('Reef');
  });
});
