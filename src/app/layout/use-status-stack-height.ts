import { useEffect, type RefObject } from 'react';

/** The CSS variable the screen-bottom bars read to sit above the status bars (compare-tray-bar.tsx). */
export const STATUS_STACK_HEIGHT = '--status-stack-height';

/**
 * Keeps STATUS_STACK_HEIGHT at the height of the status bars stuck to the bottom of the screen (offline, install,
 * new version, pending sync), so another bar fixed there (the compare tray) sits above them instead of under them,
 * where a tap on it would land on the install offer.
 */
export function useStatusStackHeight(stack: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = stack.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const update = () => root.style.setProperty(STATUS_STACK_HEIGHT, `${element.offsetHeight}px`);
    const observer = new ResizeObserver(update);
    observer.observe(element);
    update();
    return () => {
      observer.disconnect();
      root.style.removeProperty(STATUS_STACK_HEIGHT);
    };
  }, [stack]);
}
