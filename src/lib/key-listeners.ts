/**
 * Who follows one localStorage key: this tab hears of a write through `announce`, other tabs through the storage
 * event. `subscribe` fits React's useSyncExternalStore.
 */
export function keyListeners(key: string): { subscribe: (notify: () => void) => () => void; announce: () => void } {
  const listeners = new Set<() => void>();
  return {
    announce: () => listeners.forEach((notify) => notify()),
    subscribe(notify) {
      listeners.add(notify);
      const onStorage = (event: StorageEvent) => {
        if (event.key === key) notify();
      };
      globalThis.addEventListener?.('storage', onStorage);
      return () => {
        listeners.delete(notify);
        globalThis.removeEventListener?.('storage', onStorage);
      };
    },
  };
}
