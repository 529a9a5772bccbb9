/**
 * Taps on a rendered page before the app has taken over (src/app/prerender: the page paints from its HTML, the app's
 * code starts seconds later on a slow phone). A control that marks itself with EARLY_TAP_ATTR is left enabled in the
 * HTML; the page's start script (page-html.ts) records a tap on it, and the app acts on it once it runs
 * (src/ui/use-early-tap.ts), so the tap is never silently dropped. Pure and import-free: the build's scripts use it.
 */
export const EARLY_TAP_ATTR = 'data-early-tap';
/** Set by the recorder on a tapped control until the app has acted on it (styled as busy). */
export const EARLY_TAPPED_ATTR = 'data-early-tapped';
const QUEUE = '__hyEarlyTaps';

/** The recorder, run by the page's inline start script before anything else (ES5: it runs on every browser). */
export const EARLY_TAP_RECORDER =
  `var taps=window.${QUEUE}=[];document.addEventListener('click',function(e){` +
  `var c=e.target&&e.target.closest?e.target.closest('[${EARLY_TAP_ATTR}]'):null;if(!c)return;` +
  `var name=c.getAttribute('${EARLY_TAP_ATTR}');taps.push(name);` +
  `c.setAttribute('${EARLY_TAPPED_ATTR}',name);c.setAttribute('aria-busy','true')},true);`;

/** How many taps on the control `name` were recorded and not yet acted on; they count as acted on from here. */
export function takeEarlyTaps(name: string, scope: object = globalThis): number {
  const queue = (scope as Record<string, unknown>)[QUEUE];
  if (!Array.isArray(queue)) return 0;
  let taken = 0;
  for (let i = queue.length - 1; i >= 0; i--) {
    if (queue[i] !== name) continue;
    queue.splice(i, 1);
    taken++;
  }
  return taken;
}
