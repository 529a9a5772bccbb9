import { describe, expect, it } from 'vitest';
import { firstVisitPreloadScript, holdsPublicData } from './vite-demo-data';
import type { BackendMode } from '../src/data/backend-config';

/** Runs index.html's inline script against a page at `path` with the given localStorage; returns the preloaded URLs. */
function preloads(mode: BackendMode, path: string, storage: Record<string, string> = {}): string[] {
  const links: { rel?: string; as?: string; href?: string }[] = [];
  const document = { createElement: () => ({}), head: { appendChild: (l: (typeof links)[number]) => links.push(l) } };
  const localStorage = { getItem: (k: string) => storage[k] ?? null };
  new Function('document', 'localStorage', 'location', firstVisitPreloadScript(mode))(document, localStorage, {
    pathname: path,
  });
  return links.filter((l) => l.rel === 'preload' && l.as === 'fetch').map((l) => l.href!);
}

const holds = (mode: BackendMode, storage: Record<string, string>) =>
  new Function('localStorage', `return ${holdsPublicData(mode)}`)({
    getItem: (k: string) => storage[k] ?? null,
  }) as boolean;

describe('first-visit preload (index.html)', () => {
  it('device-only mode: /demo-data.json on data pages until the device is seeded', () => {
    expect(preloads('device', '/boats')).toEqual(['/demo-data.json']);
    expect(preloads('device', '/blogs/reef-guide')).toEqual(['/demo-data.json']);
    expect(preloads('device', '/contact')).toEqual([]);
    expect(preloads('device', '/boats', { 'hy.demoSeeded': '1' })).toEqual([]);
    expect(preloads('device', '/boats', { 'hy.publicPulled': '1' })).toEqual(['/demo-data.json']);
  });

  it('Firebase mode: /public-snapshot.json on data pages until the public replica has pulled once', () => {
    expect(preloads('firebase', '/boats/b1')).toEqual(['/public-snapshot.json']);
    expect(preloads('firebase', '/')).toEqual([]);
    expect(preloads('firebase', '/boats', { 'hy.publicPulled': '1' })).toEqual([]);
    expect(preloads('firebase', '/boats', { 'hy.demoSeeded': '1' })).toEqual(['/public-snapshot.json']);
  });

  it('the database code is modulepreloaded exactly when the mode’s own flag is set', () => {
    expect(holds('device', { 'hy.demoSeeded': '1' })).toBe(true);
    expect(holds('device', { 'hy.publicPulled': '1' })).toBe(false);
    expect(holds('firebase', { 'hy.publicPulled': '1' })).toBe(true);
    expect(holds('firebase', { 'hy.demoSeeded': '1' })).toBe(false);
  });
});
