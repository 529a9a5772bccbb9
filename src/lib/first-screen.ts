/** Resolves after the next frame has been rendered (or after `fallbackMs`, since hidden tabs render no frames). */
function nextFrame(fallbackMs: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, fallbackMs);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}

/**
 * Resolves once the page's first screen has rendered and the images it loads eagerly (not `loading="lazy"`) have
 * arrived or failed, or after `maxMs` at most. Work started afterwards does not take bandwidth from them.
 */
export async function firstScreenLoaded(maxMs = 2500): Promise<void> {
  const deadline = new Promise<void>((resolve) => setTimeout(resolve, maxMs));
  const images = (async () => {
    await nextFrame(100);
    const pending = Array.from(document.images).filter((img) => !img.complete && img.loading !== 'lazy');
    await Promise.all(
      pending.map(
        (img) =>
          new Promise<void>((resolve) => {
            img.addEventListener('load', () => resolve(), { once: true });
            img.addEventListener('error', () => resolve(), { once: true });
          }),
      ),
    );
  })();
  await Promise.race([images, deadline]);
}
