import { create } from 'zustand';
import { CODE_RELOAD_EVENT } from '@/lib/code-reload';
import { installDismissedAt, installOfferDue } from './install-offer';

/** The browser's install prompt event (not yet in TypeScript's DOM lib). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

interface PwaState {
  online: boolean;
  installPrompt: BeforeInstallPromptEvent | null;
  applyUpdate: (() => void) | null;
  /** Part of the app's code could not load on this page (lib/code-reload.ts): a reload is offered. */
  reloadNeeded: boolean;
  setOnline(online: boolean): void;
  setInstallPrompt(event: BeforeInstallPromptEvent | null): void;
  setUpdateReady(apply: () => void): void;
}

export const usePwaStore = create<PwaState>((set) => ({
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  installPrompt: null,
  applyUpdate: null,
  reloadNeeded: false,
  setOnline: (online) => set({ online }),
  setInstallPrompt: (installPrompt) => set({ installPrompt }),
  setUpdateReady: (applyUpdate) => set({ applyUpdate }),
}));

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => usePwaStore.getState().setOnline(true));
  window.addEventListener('offline', () => usePwaStore.getState().setOnline(false));
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    // Put off on this device ("Not now") within the last month: not offered (install-offer.ts).
    if (installOfferDue(installDismissedAt(), new Date()))
      usePwaStore.getState().setInstallPrompt(event as BeforeInstallPromptEvent);
  });
  window.addEventListener(CODE_RELOAD_EVENT, () => usePwaStore.setState({ reloadNeeded: true }));
  window.addEventListener('appinstalled', () => usePwaStore.getState().setInstallPrompt(null));
}
