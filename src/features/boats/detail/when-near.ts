/** How far ahead of the screen a deferred part starts loading (CSS px above and below). */
export const NEAR_MARGIN = '400px 0px';

/** How often the element watched is checked to still be in the document. */
const DETACHED_CHECK_MS = 500;

/**
 * Resolves once the element with `id` is on or near the screen. The element may not be in the document yet (a page the
 * app renders itself commits after this is asked): it is looked for on each frame until it is. The element may also be
 * replaced after it was found (the page rendered again from scratch, e.g. briefly loading between two answers): a
 * removed element never comes near the screen, so the one with `id` is then looked for again (before, the part it
 * held never loaded, however far the visitor scrolled).
 */
export function whenNear(id: string): Promise<void> {
  return new Promise((resolve) => {
    const look = () => {
      const el = document.getElementById(id);
      if (!el) return void requestAnimationFrame(look);
      if (typeof IntersectionObserver !== 'function') return resolve();
      const stop = () => {
        observer.disconnect();
        clearInterval(check);
      };
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((e) => e.isIntersecting)) return;
          stop();
          resolve();
        },
        { rootMargin: NEAR_MARGIN },
      );
      observer.observe(el);
      const check = setInterval(() => {
        if (el.isConnected) return;
        stop();
        look();
      }, DETACHED_CHECK_MS);
    };
    look();
  });
}
