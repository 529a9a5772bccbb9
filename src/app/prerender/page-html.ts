// Pure HTML transforms of a rendered page (the build's prerendering, scripts/vite-prerender.ts, and the `preview`
// function's listing pages, listing-page-server.ts). No DOM: string work on the HTML that
// Vite itself emitted, so the patterns below are the ones Vite writes.
import type { PrerenderedPage } from './prerendered-pages';
import { FROM_SNAPSHOT_ATTR, PRERENDERED_ATTR } from './hydration';
import { RENDERED_AT_ATTR } from '../../lib/rendered-at';
import { escapeHtml, jsonInScript } from '../../lib/html-text';
import { EARLY_TAP_RECORDER } from '../../lib/early-taps';

const ROOT_ELEMENT = /<div id="root">[\s\S]*?<\/div>(?=\s*<script|\s*<\/body>)/;
const STYLESHEET = /<link rel="stylesheet"[^>]*>\s*/g;
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="[^"]+">\s*/g;
const INLINE_SCRIPT = /<script>[\s\S]*?<\/script>\s*/g;
const CHARSET = /<meta charset[^>]*>/i;

/** Pure: the app's entry module in a built page's <head> (undefined when it has none). */
export function entryOf(html: string): string | undefined {
  return ENTRY_SCRIPT.exec(html)?.[1];
}

/** How long a prerendered page waits for its first screen's photos before it starts the app anyway. */
export const APP_START_MAX_WAIT_MS = 2500;

const headOf = (html: string) => {
  const end = html.indexOf('</head>');
  if (end < 0) throw new Error('prerender: the HTML has no </head>');
  return { head: html.slice(0, end), rest: html.slice(end) };
};

/**
 * Pure: the stylesheets first in <head>, right after the charset. The browser requests them before the scripts'
 * preloads, so on a slow connection the first paint does not wait behind JavaScript it does not need.
 */
export function stylesheetsFirst(html: string): string {
  const { head, rest } = headOf(html);
  const sheets = head.match(STYLESHEET) ?? [];
  const charset = CHARSET.exec(head);
  if (!charset || sheets.length === 0) return html;
  const without = head.replace(STYLESHEET, '');
  const at = without.indexOf(charset[0]) + charset[0].length;
  return `${without.slice(0, at)}\n    ${sheets.map((s) => s.trim()).join('\n    ')}${without.slice(at)}${rest}`;
}

/** The inline script that starts the app once the first screen is there (see deferAppStart). Exported for tests. */
export function appStartScript(entry: string, maxWaitMs = APP_START_MAX_WAIT_MS): string {
  return (
    // First, taps on controls that act once the app runs (src/lib/early-taps.ts) are recorded, not dropped.
    `(function(){${EARLY_TAP_RECORDER}var started=false;function start(){if(started)return;started=true;` +
    `var m=document.createElement('script');m.type='module';m.crossOrigin='anonymous';m.src=${jsonInScript(entry)};` +
    // The connection dropped before the app's code arrived: the page stays readable (its controls wait for the app)
    // and loads again once the connection is back (a failed module is not fetched twice by the same page).
    `m.onerror=function(){addEventListener('online',function(){location.reload()},{once:true})};document.head.appendChild(m)}` +
    // After a rendered frame: the page paints before the app's code runs, also when the photos were already there.
    `function go(){requestAnimationFrame(function(){setTimeout(start,0)})}setTimeout(start,${maxWaitMs});` +
    `var waiting=[].filter.call(document.images,function(i){return !i.complete&&i.getAttribute('loading')!=='lazy'});var left=waiting.length;` +
    `if(!left)return go();` +
    `waiting.forEach(function(i){function done(){if(--left===0)go()}i.addEventListener('load',done,{once:true});i.addEventListener('error',done,{once:true})})})();`
  );
}

/**
 * Pure: a prerendered page starts the app once the photos of its first screen have arrived (or failed, or after
 * APP_START_MAX_WAIT_MS) and a frame has been rendered: the page is already readable from its HTML, and the app's
 * JavaScript would otherwise share the connection with the photos. What <head> had for the app's start goes: the
 * entry module is added by one inline script at the end of <body>; its module preloads and the inline preload
 * scripts (the route's chunks, the first-visit data) are dropped — the entry's imports and the app fetch the same
 * things a round trip later, while the page is already shown, and creating those links from a script was the
 * longest task of the page's start on a slow phone. Until the app runs, the page's controls are disabled
 * (useHydrated), so nothing typed before is lost.
 */
export function deferAppStart(html: string): string {
  const { head, rest } = headOf(html);
  const entry = ENTRY_SCRIPT.exec(head)?.[1];
  if (!entry) throw new Error('prerender: no entry <script type="module"> in <head>');
  const newHead = head.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '').replace(INLINE_SCRIPT, '');
  return newHead + rest.replace('</body>', () => `<script>${appStartScript(entry)}</script>\n  </body>`);
}

/**
 * Pure: the built index.html (the app shell) with a rendered page in #root and its head. The page's own title and
 * description replace the shell's; #root says which path it shows (the client hydrates only that URL).
 */
export function pageHtml(
  shell: string,
  page: Pick<PrerenderedPage, 'path' | 'fromSnapshot'>,
  rendered: { body: string; head: string | null; renderedAt: string },
): string {
  if (!ROOT_ELEMENT.test(shell)) throw new Error('prerender: the built index.html has no <div id="root">');
  // Escaped: a server-rendered page's path comes from the request (a hostile URL must not break out of the attribute).
  const attrs = `${PRERENDERED_ATTR}="${escapeHtml(page.path)}"${page.fromSnapshot ? ` ${FROM_SNAPSHOT_ATTR}` : ''} ${RENDERED_AT_ATTR}="${escapeHtml(rendered.renderedAt)}"`;
  // A function replacement: the rendered markup may contain '$' sequences that a replacement string would expand.
  let html = shell.replace(ROOT_ELEMENT, () => `<div id="root" ${attrs}>${rendered.body}</div>`);
  if (rendered.head) {
    const head = rendered.head;
    html = html
      .replace(/<title>[\s\S]*?<\/title>/, '')
      .replace(/<meta name="description"[^>]*>/, '')
      .replace('</head>', () => `${head}</head>`);
  }
  return deferAppStart(html);
}
