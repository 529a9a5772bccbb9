/** How far ahead of the screen a deferred part starts loading (CSS px above and below). */
export const NEAR_MARGIN = '400px 0px';

/**
 * Resolves once the element with `id` is on or near the screen. The element may not be in the document yet (a page the
 * app renders itself commits after this is asked): it is looked for on each frame until it is.
 */
export function whenNear(id: string): Promise<void> {
  return new Promise((resolve) => {
    const look = () => {
      const el = document.getElementById(id);
      if (!el) return void requestAnimationFrame(look);
      if (typeof IntersectionObserver !== 'function') return resolve();
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((e) => e.isIntersecting)) return;
          observer.disconnect();
          resolve();
        },
        { rootMargin: NEAR_MARGIN },
      );
      observer.observe(el);
    };
    look();
  });
}
