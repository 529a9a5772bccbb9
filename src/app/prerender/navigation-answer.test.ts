import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { STATIC_PAGES, pageFile, prerenderedPages } from './prerendered-pages';
import { NOT_FOUND_FILE, SHELL_ROUTES, isDataPagePath, matchesRoute, navigationAnswer } from './navigation-answer';

const ROOT = new URL('../../../', import.meta.url);
const SHELL = { file: '/shell.html', status: 200 };
const NOT_FOUND = { file: `/${NOT_FOUND_FILE}`, status: 404 };

/** The build: the static pages but the home page (the `preview` function renders it and the data pages). */
const builtFiles = new Set([...prerenderedPages().map((p) => `/${p.file}`), '/sitemap.xml']);
const answer = (path: string) => navigationAnswer(path, (p) => builtFiles.has(p));

/** Every route the app has (src/routeTree.gen.ts), with a sample value for each parameter. */
function appRoutePaths(): string[] {
  const tree = readFileSync(new URL('src/routeTree.gen.ts', ROOT), 'utf8');
  const block = /export interface FileRoutesByFullPath \{([\s\S]*?)\n\}/.exec(tree)![1]!;
  return [...block.matchAll(/^\s*'([^']+)':/gm)].map(([, path]) =>
    (path!.replace(/\$[A-Za-z]+/g, 'b1').replace(/\/$/, '') || '/').replace('/blogs/b1', '/blogs/p1'),
  );
}

describe('navigationAnswer (vite preview, as Hosting)', () => {
  it('a page with its own file is served as it stands', () => {
    for (const path of ['/charter', '/contact', '/sitemap.xml']) expect(answer(path), path).toBeNull();
    expect(STATIC_PAGES.map((path) => pageFile(path))).toContain('charter.html');
  });

  it('an unknown page: the not-found page with a 404', () => {
    for (const path of ['/no-such-page', '/boats/b1/x', '/blogs/a/b', '/adminx', '/x.png'])
      expect(answer(path), path).toEqual(NOT_FOUND);
  });

  it("an app route the device renders: the shell; another segment under it is the app's business", () => {
    for (const path of ['/auth', '/admin', '/admin/dashboard', '/client/submissions/s1/edit', '/saved', '/compare'])
      expect(answer(path), path).toEqual(SHELL);
  });

  it("the home page, boats and posts are the preview function's; if it cannot be reached, the shell (the app renders them)", () => {
    for (const path of ['/', '/boats', '/boats/any', '/blogs/any', '/blogs']) expect(answer(path), path).toEqual(SHELL);
  });

  it('a trailing slash: the page itself, or the same answer as without it', () => {
    expect(answer('/charter/')).toEqual({ file: '/charter.html', status: 200 });
    expect(answer('/admin/')).toEqual(SHELL);
    expect(answer('/boats/')).toEqual(SHELL);
    expect(answer('/no-such-page/')).toEqual(NOT_FOUND);
  });

  it('every route of the app is answered with a page, never the 404', () => {
    const paths = appRoutePaths();
    expect(paths).toContain('/admin/listings/b1');
    for (const path of paths) expect(answer(path), path).not.toEqual(NOT_FOUND);
  });

  it('matchesRoute: exact, or everything under a /** glob', () => {
    expect(matchesRoute('/admin/**', '/admin/a/b')).toBe(true);
    expect(matchesRoute('/admin/**', '/administrator')).toBe(false);
    expect(matchesRoute('/auth', '/auth/x')).toBe(false);
    expect(isDataPagePath('/boats/x')).toBe(true);
    expect(isDataPagePath('/blogs')).toBe(false);
  });
});

describe('firebase.json answers as the local server does', () => {
  const hosting = (
    JSON.parse(readFileSync(new URL('firebase.json', ROOT), 'utf8')) as {
      hosting: { rewrites: { source: string; destination?: string; function?: { functionId: string } }[] };
    }
  ).hosting;

  it('rewrites exactly the app routes to the shell, and no path catch-all (unknown paths get 404.html)', () => {
    const toShell = hosting.rewrites.filter((r) => r.destination === '/shell.html').map((r) => r.source);
    expect(toShell).toEqual([...SHELL_ROUTES]);
    expect(hosting.rewrites.map((r) => r.source)).not.toContain('**');
  });

  it('sends the home page, /boats, the boat pages and the post pages to the preview function', () => {
    const toPreview = hosting.rewrites.filter((r) => r.function?.functionId === 'preview').map((r) => r.source);
    expect(toPreview).toEqual(['/', '/boats', '/boats/**', '/blogs/**']);
  });
});
