import { usePwaStore } from './pwa-store';

/**
 * Registers the service worker with workbox-window and feeds its events to the PWA store. Waits for the page's
 * load event, so neither workbox-window nor the precache downloads compete with the first render.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

function register(): void {
  void import('workbox-window').then(({ Workbox }) => {
    const wb = new Workbox('/sw.js', { scope: '/' });
    wb.addEventListener('waiting', () => {
      usePwaStore.getState().setUpdateReady(() => {
        wb.addEventListener('controlling', () => window.location.reload());
        wb.messageSkipWaiting();
      });
    });
    wb.register().catch((error: unknown) => console.error('Service worker registration failed', error));
    keepEarlyPhotosOnceControlled();
  });
}

/**
 * The photos this page showed before a service worker controlled it (a first visit) go into its cache once one does
 * (cache-early-photos.ts). A page already controlled had its photos cached as they loaded.
 */
function keepEarlyPhotosOnceControlled(): void {
  const keep = () =>
    void import('./cache-early-photos').then(({ cacheEarlyPhotos }) => cacheEarlyPhotos()).catch(() => undefined);
  if (navigator.serviceWorker.controller) return;
  navigator.serviceWorker.addEventListener('controllerchange', keep, { once: true });
}
