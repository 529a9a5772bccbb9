import { describe, expect, it } from 'vitest';
import { firstVisitPreloadScript, holdsPublicData } from './vite-demo-data';

/** Runs index.html's inline script against a page at `path` with the given localStorage; returns the preloaded URLs. */
function preloads(path: string, storage: Record<string, string> = {}): string[] {
  const links: { rel?: string; as?: string; href?: string }[] = [];
  const document = { createElement: () => ({}), head: { appendChild: (l: (typeof links)[number]) => links.push(l) } };
  const localStorage = { getItem: (k: string) => storage[k] ?? null };
  new Function('document', 'localStorage', 'location', firstVisitPreloadScript())(document, localStorage, {
    pathname: path,
  });
  return links.filter((l) => l.rel === 'preload' && l.as === 'fetch').map((l) => l.href!);
}

const holds = (storage: Record<string, string>) =>
  new Function('localStorage', `return ${holdsPublicData()}`)({
    getItem: (k: string) => storage[k] ?? null,
  }) as boolean;

describe('first-visit preload (index.html)', () => {
  it('/public-snapshot.json on data pages until the public replica has pulled once', () => {
    expect(preloads('/boats/b1')).toEqual(['/public-snapshot.json']);
    expect(preloads('/blogs/reef-guide')).toEqual(['/public-snapshot.json']);
    expect(preloads('/')).toEqual([]);
    expect(preloads('/contact')).toEqual([]);
    expect(preloads('/boats', { 'hy.publicPulled': '1' })).toEqual([]);
    // The removed device-only build's flag says nothing about this device's data.
    expect(preloads('/boats', { 'hy.demoSeeded': '1' })).toEqual(['/public-snapshot.json']);
  });

  it('the database code is modulepreloaded exactly when the public replica has pulled once', () => {
    expect(holds({ 'hy.publicPulled': '1' })).toBe(true);
    expect(holds({ 'hy.demoSeeded': '1' })).toBe(false);
    expect(holds({})).toBe(false);
  });
});
