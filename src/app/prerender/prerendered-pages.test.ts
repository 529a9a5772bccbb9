import { describe, expect, it } from 'vitest';
import { isLivePagePath, pageFile, prerenderedPages, STATIC_PAGES } from './prerendered-pages';

describe('pageFile', () => {
  it('maps a path to the file the servers answer it with', () => {
    expect(pageFile('/')).toBe('index.html');
    expect(pageFile('/boats')).toBe('boats.html');
    expect(pageFile('/boats/boat-a')).toBe('boats/boat-a.html');
  });
});

describe('prerenderedPages', () => {
  it('the static pages but the home page (the preview function renders it with the newest boats)', () => {
    const pages = prerenderedPages();
    expect(pages.map((p) => p.path)).toEqual(['/charter', '/sell', '/contact']);
    expect(pages.every((p) => !p.fromSnapshot)).toBe(true);
  });

  it('the live pages: the home page, /boats and a boat page, nothing else', () => {
    expect(['/', '/boats', '/boats/', '/boats/abc', '/boats/abc/'].every(isLivePagePath)).toBe(true);
    expect(['/boats/a/b', '/blogs/x', '/charter', '/boatsx', '//'].some(isLivePagePath)).toBe(false);
    expect(STATIC_PAGES).toContain('/');
  });
});
