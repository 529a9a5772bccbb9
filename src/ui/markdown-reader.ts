import type { renderMarkdown } from '@/lib/markdown';
import { logError } from '@/lib/log';

export type RenderMarkdown = typeof renderMarkdown;

let render: RenderMarkdown | null = null;
let loading: Promise<RenderMarkdown> | null = null;

/**
 * The markdown reader (marked + DOMPurify, src/lib/markdown.ts) is code of its own, fetched when a page first needs
 * it: a post page hydrated from the build's HTML already holds its article (evaluating marked builds its patterns,
 * a long task on a phone). Null until loaded.
 */
export function loadedMarkdownReader(): RenderMarkdown | null {
  return render;
}

/** Loads the markdown reader once (again after a failed attempt). */
export function loadMarkdownReader(): Promise<RenderMarkdown> {
  loading ??= import('@/lib/markdown').then(
    (module) => (render = module.renderMarkdown),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** For a route's loader: has the reader before the page renders; a failure is logged (the page loads it again). */
export function preloadMarkdownReader(): Promise<void> {
  return loadMarkdownReader().then(
    () => undefined,
    (error: unknown) => logError('markdown reader', error),
  );
}
