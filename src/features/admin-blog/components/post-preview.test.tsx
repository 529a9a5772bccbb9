// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderMarkdown } from '@/lib/markdown';
import { EMPTY_FORM } from '../model/post-form';
import { PostPreview } from './post-preview';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;
beforeEach(() => {
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
});
afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
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
    await act(async () => root.render(<PostPreview values={{ ...EMPTY_FORM, title: 'Reef', content: HOSTILE, tags: 'a, b', excerpt: 'Short' }} />));
    const content = container.querySelector('[data-testid="preview-content"]')!;
    expect(content.querySelector('h2')?.textContent).toBe('Reef Guide');
    expect(content.querySelector('strong')?.textContent).toBe('bold');
    expect(container.querySelector('script')).toBeNull();
    expect(container.innerHTML).not.toMatch(/<script|onerror|javascript:/i);
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
    // Exactly the public page's renderer output.
    expect(content.innerHTML).toBe(renderMarkdown(HOSTILE));
    expect([...container.querySelectorAll('[aria-label="Tags"] li')].map((li) => li.textContent)).toEqual(['a', 'b']);
    expect(container.querySelector('h1')?.textContent).toBe('Reef');
  });
});
