import { JSDOM } from 'jsdom';
import type { PublicSnapshot } from '@/data/public/first-visit-snapshot';
import { provideMarkdownDom } from '@/lib/markdown';
import { loadMarkdownReader } from '@/ui/markdown-reader';
import { renderRoute, type RenderedPage } from './render-route';

export type { RenderedPage } from './render-route';

/**
 * Build time only (scripts/vite-prerender.ts, in Node): any public page, posts included — their markdown is
 * sanitised with a jsdom window, and the reader is loaded before rendering (a failure to load it fails the build,
 * not an empty article).
 */
export async function renderPage(url: string, snapshot: PublicSnapshot | null): Promise<RenderedPage> {
  provideMarkdownDom(new JSDOM('').window as unknown as Window & typeof globalThis);
  await loadMarkdownReader();
  return renderRoute(url, snapshot);
}
