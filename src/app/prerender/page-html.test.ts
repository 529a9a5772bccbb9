// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appStartScript, deferAppStart, pageHtml, stylesheetsFirst } from './page-html';

/** The shape of the index.html Vite builds (the app shell). */
const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <script>window.routePreload=1</script>
    <script>window.dataPreload="</scr"+"ipt>"</script>
    <title>Nassau Harbour Yachts</title>
    <meta name="description" content="Shell description." />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="modulepreload" crossorigin href="/assets/router-2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-3.css">
    <link rel="manifest" href="/manifest.webmanifest">
  </head>
  <body>
    <div id="root"><div class="frame"><header>Brand</header></div></div>
  </body>
</html>
`;

describe('stylesheetsFirst', () => {
  it('moves the stylesheets right after the charset, before every script and preload', () => {
    const html = stylesheetsFirst(SHELL);
    const css = html.indexOf('index-3.css');
    expect(css).toBeGreaterThan(html.indexOf('charset'));
    expect(css).toBeLessThan(html.indexOf('<script'));
    expect(css).toBeLessThan(html.indexOf('modulepreload'));
    expect(html.match(/index-3\.css/g)).toHaveLength(1);
  });

  it('leaves HTML without stylesheets as it is', () => {
    const none = SHELL.replace(/<link rel="stylesheet"[^>]*>/, '');
    expect(stylesheetsFirst(none)).toBe(none);
  });
});

describe('deferAppStart', () => {
  it('leaves <head> without scripts or preloads; one script at the end of <body> starts the entry', () => {
    const html = deferAppStart(SHELL);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('<script');
    expect(head).not.toContain('modulepreload');
    expect(head).toContain('index-3.css');
    const body = html.slice(html.indexOf('<body>'));
    expect(body.match(/<script>/g)).toHaveLength(1);
    expect(body).toContain('"/assets/index-abc.js"');
    expect(html).not.toContain('routePreload');
    expect(html).not.toContain('react-1.js');
  });

  it('refuses HTML without the entry module (a changed Vite output must not ship a page that never starts)', () => {
    expect(() => deferAppStart(SHELL.replace(/<script type="module"[^>]*><\/script>/, ''))).toThrow(/entry/);
  });
});

describe('pageHtml', () => {
  const page = { path: '/boats', file: 'boats.html', fromSnapshot: true };

  it('puts the rendered page in #root, says which path it shows, and replaces the shell head with the page head', () => {
    const html = pageHtml(SHELL, page, {
      body: '<main><h1>Boats For Sale</h1></main>',
      head: '<title>Boats | X</title><meta name="description" content="Page." data-page-meta>',
      renderedAt: '2026-11-25T10:00:00.000Z',
    });
    // The render time too: a listing's badges hydrate as they were rendered (useNow).
    expect(html).toContain(
      '<div id="root" data-prerendered="/boats" data-from-snapshot data-rendered-at="2026-11-25T10:00:00.000Z"><main><h1>Boats For Sale</h1></main></div>',
    );
    expect(html).not.toContain('<header>Brand</header>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Boats | X</title>');
    expect(html).not.toContain('Shell description.');
  });

  it('keeps the shell head when the page sets none, and never expands $ patterns of the markup', () => {
    const html = pageHtml(
      SHELL,
      { path: '/', fromSnapshot: false },
      { body: "<p>$& $' $1 $$</p>", head: null, renderedAt: '2026-11-25T10:00:00.000Z' },
    );
    expect(html).toContain(
      `<div id="root" data-prerendered="/" data-rendered-at="2026-11-25T10:00:00.000Z"><p>$& $' $1 $$</p></div>`,
    );
    expect(html).toContain('<title>Nassau Harbour Yachts</title>');
  });
});

describe('appStartScript (in a page)', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const run = () => {
    new Function(appStartScript('/assets/index.js', 1000))();
  };
  const started = () => document.head.querySelector('script[type=module]')?.getAttribute('src') ?? null;

  /** jsdom renders no frames: here a frame callback runs on the next timer. */
  beforeEach(() => {
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => setTimeout(callback, 0));
  });
  // Three timer turns, not a fixed 20 ms: the script's frame and its start are two chained zero-delay timers, and on a
  // busy machine the second could come due after a 20 ms timer set in between (the test then looked too early).
  // Zero-delay timers run in the order they were set, so three turns always come after both.
  const frame = async () => {
    for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
  };

  it('starts after the next frame when no photo is still loading', async () => {
    run();
    expect(started()).toBeNull();
    await frame();
    expect(started()).toBe('/assets/index.js');
  });

  it('waits for the first screen photos (loaded or failed), not for lazy ones', async () => {
    document.body.innerHTML =
      '<img id="a" src="/a.webp"><img id="b" src="/b.webp"><img id="c" loading="lazy" src="/c.webp">';
    run();
    expect(started()).toBeNull();
    document.getElementById('a')!.dispatchEvent(new Event('load'));
    expect(started()).toBeNull();
    document.getElementById('b')!.dispatchEvent(new Event('error'));
    expect(started()).toBeNull();
    await frame();
    expect(started()).toBe('/assets/index.js');
    expect(document.head.querySelectorAll('script[type=module]')).toHaveLength(1);
  });

  it('when the app cannot be fetched (connection dropped), loads the page again once back online', async () => {
    const listen = vi.spyOn(window, 'addEventListener');
    run();
    await frame();
    expect(listen.mock.calls.some(([type]) => type === 'online')).toBe(false);
    document.head.querySelector('script[type=module]')!.dispatchEvent(new Event('error'));
    expect(listen.mock.calls.some(([type]) => type === 'online')).toBe(true);
  });

  it('starts anyway after the longest wait, once', () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<img id="a" src="/a.webp">';
    run();
    expect(started()).toBeNull();
    vi.advanceTimersByTime(1000);
    expect(started()).toBe('/assets/index.js');
    document.getElementById('a')!.dispatchEvent(new Event('load'));
    expect(document.head.querySelectorAll('script[type=module]')).toHaveLength(1);
  });
});
