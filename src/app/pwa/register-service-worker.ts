import { usePwaStore } from './pwa-store';

/** Registers the service worker with workbox-window and feeds its events to the PWA store. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  void import('workbox-window').then(({ Workbox }) => {
    const wb = new Workbox('/sw.js', { scope: '/' });
    wb.addEventListener('waiting', () => {
      usePwaStore.getState().setUpdateReady(() => {
        wb.addEventListener('controlling', () => window.location.reload());
        wb.messageSkipWaiting();
      });
    });
    wb.register().catch((error: unknown) => console.error('Service worker registration failed', error));
  });
}
