import { describe, expect, it } from 'vitest';
import { buildDemoData } from '@/data/seed/demo-data';
import { snapshotOf } from '@/data/seed/demo-snapshot';
import { isLivePagePath, pageFile, prerenderedPages, STATIC_PAGES } from './prerendered-pages';

describe('pageFile', () => {
  it('maps a path to the file the servers answer it with', () => {
    expect(pageFile('/')).toBe('index.html');
    expect(pageFile('/boats')).toBe('boats.html');
    expect(pageFile('/boats/boat-a')).toBe('boats/boat-a.html');
  });
});

describe('prerenderedPages', () => {
  it('without the data (Firebase mode): the static pages but the home page (the preview function renders it with the newest boats)', () => {
    const pages = prerenderedPages(null);
    expect(pages.map((p) => p.path)).toEqual(['/charter', '/sell', '/contact']);
    expect(pages.every((p) => !p.fromSnapshot)).toBe(true);
  });

  it('the live pages: the home page, /boats and a boat page, nothing else', () => {
    expect(['/', '/boats', '/boats/', '/boats/abc', '/boats/abc/'].every(isLivePagePath)).toBe(true);
    expect(['/boats/a/b', '/blogs/x', '/charter', '/boatsx', '//'].some(isLivePagePath)).toBe(false);
    expect(STATIC_PAGES).toContain('/');
  });

  it('with the demo data: every public boat and post page, marked as rendered from the snapshot', () => {
    const snapshot = snapshotOf(buildDemoData());
    const pages = prerenderedPages(snapshot);
    const paths = pages.map((p) => p.path);
    expect(paths).toContain('/boats');
    expect(paths).toContain('/blogs');
    for (const boat of snapshot.boats) expect(paths).toContain(`/boats/${boat.id}`);
    for (const post of snapshot.posts) expect(paths).toContain(`/blogs/${post.slug}`);
    expect(pages.filter((p) => p.fromSnapshot).length).toBe(2 + snapshot.boats.length + snapshot.posts.length);
    expect(new Set(pages.map((p) => p.file)).size).toBe(pages.length);
  });

  it('leaves ids and slugs that are not plain file names to the app shell', () => {
    const snapshot = snapshotOf(buildDemoData());
    const odd = {
      ...snapshot,
      boats: [
        { ...snapshot.boats[0]!, id: '../etc' },
        { ...snapshot.boats[0]!, id: 'a b' },
      ],
      posts: [{ ...snapshot.posts[0]!, slug: '.hidden' }],
    };
    const paths = prerenderedPages(odd).map((p) => p.path);
    expect(paths.filter((p) => p.startsWith('/boats/') || p.startsWith('/blogs/'))).toEqual([]);
  });
});
