import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};
const inBrowser = () => true;
const inPrerender = () => false;

/**
 * False while a page the build rendered (src/app/prerender) is shown from its HTML and being hydrated, true once
 * React runs it (at once for pages React renders itself). Controls that only work with the app are disabled until
 * then, so a visitor cannot type into a form that would drop the text, or press a button that does nothing.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, inBrowser, inPrerender);
}
