// Pure HTML transforms of the build's prerendering (scripts/vite-prerender.ts). No DOM: string work on the HTML that
// Vite itself emitted, so the patterns below are the ones Vite writes.
import { SHELL_FILE, type PrerenderedPage } from '../src/app/prerender/prerendered-pages';
import { FROM_SNAPSHOT_ATTR, PRERENDERED_ATTR } from '../src/app/prerender/hydration';

const ROOT_ELEMENT = /<div id="root">[\s\S]*?<\/div>(?=\s*<script|\s*<\/body>)/;
const STYLESHEET = /<link rel="stylesheet"[^>]*>\s*/g;
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>\s*/g;
const CHARSET = /<meta charset[^>]*>/i;

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

/** The app's start, taken out of <head>: the entry module, its preloads and the inline scripts (route/data preloads). */
interface AppStart {
  entry: string;
  modulePreloads: string[];
  inlineScripts: string[];
}

/** The inline script that starts the app once the first screen's photos are in (see deferAppStart). Exported for tests. */
export function appStartScript({ entry, modulePreloads, inlineScripts }: AppStart, maxWaitMs = APP_START_MAX_WAIT_MS): string {
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  return (
    `(function(){var started=false;function start(){if(started)return;started=true;var h=document.head;` +
    `${json(inlineScripts)}.forEach(function(c){var s=document.createElement('script');s.textContent=c;h.appendChild(s)});` +
    `${json(modulePreloads)}.forEach(function(u){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='anonymous';l.href=u;h.appendChild(l)});` +
    `var m=document.createElement('script');m.type='module';m.crossOrigin='anonymous';m.src=${json(entry)};h.appendChild(m)}` +
    `var waiting=[].filter.call(document.images,function(i){return !i.complete&&i.getAttribute('loading')!=='lazy'});var left=waiting.length;` +
    `if(!left)return start();setTimeout(start,${maxWaitMs});` +
    `waiting.forEach(function(i){function done(){if(--left===0)start()}i.addEventListener('load',done,{once:true});i.addEventListener('error',done,{once:true})})})();`
  );
}

/**
 * Pure: a prerendered page starts the app once the photos of its first screen have arrived (or failed, or after
 * APP_START_MAX_WAIT_MS): the page is already readable from its HTML, and the app's JavaScript would otherwise
 * share the connection with the photos. The head's scripts move into one inline script at the end of <body>.
 * Until the app has started, the page's controls are disabled (useHydrated), so nothing typed before is lost.
 */
export function deferAppStart(html: string): string {
  const { head, rest } = headOf(html);
  const entry = ENTRY_SCRIPT.exec(head)?.[1];
  if (!entry) throw new Error('prerender: no entry <script type="module"> in <head>');
  const start: AppStart = {
    entry,
    modulePreloads: [...head.matchAll(MODULE_PRELOAD)].map((m) => m[1]!),
    inlineScripts: [...head.matchAll(INLINE_SCRIPT)].map((m) => m[1]!),
  };
  const newHead = head.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '').replace(INLINE_SCRIPT, '');
  const body = rest.replace('</body>', () => `<script>${appStartScript(start)}</script>\n  </body>`);
  return newHead + body;
}

/**
 * Pure: the built index.html (the app shell) with a rendered page in #root and its head. The page's own title and
 * description replace the shell's; #root says which path it shows (the client hydrates only that URL).
 */
export function pageHtml(shell: string, page: PrerenderedPage, rendered: { body: string; head: string | null }): string {
  if (!ROOT_ELEMENT.test(shell)) throw new Error('prerender: the built index.html has no <div id="root">');
  const attrs = `${PRERENDERED_ATTR}="${page.path}"${page.fromSnapshot ? ` ${FROM_SNAPSHOT_ATTR}` : ''}`;
  // A function replacement: the rendered markup may contain '$' sequences that a replacement string would expand.
  let html = shell.replace(ROOT_ELEMENT, () => `<div id="root" ${attrs}>${rendered.body}</div>`);
  if (rendered.head) {
    const head = rendered.head;
    html = html.replace(/<title>[\s\S]*?<\/title>/, '').replace(/<meta name="description"[^>]*>/, '').replace('</head>', () => `${head}</head>`);
  }
  return deferAppStart(html);
}

/** Pure: the HTML file a navigation is answered with by `vite preview`, or null when the path has its own file. */
export function fallbackTo(pathname: string, isFile: (path: string) => boolean): string | null {
  if (pathname === '/' || isFile(pathname) || isFile(`${pathname}.html`)) return null;
  return `/${SHELL_FILE}`;
}
