import { useSyncExternalStore } from 'react';

/**
 * One way to hold small shared state: a value in a module that components follow (the toasts, the unit switch, the
 * boats picked for comparing...), read with useSmallStore. A store says what the server renders (`server`): a page
 * the build or the listing server rendered hydrates from the same, and shows the device's own value (storage, the
 * clock) right after. A value kept only in localStorage and read from it on every render (the hints the header and
 * the home page show) follows its key with key-listeners.ts instead.
 *
 * Ours rather than zustand's vanilla store, measured (client build, gzip of what each page imports statically): with
 * this helper the entry chunk grows 73 B, the home page 49 B, /boats, a boat page and /saved shrink (16, 11, 34 B);
 * the same helper over zustand's createStore costs 221 B in the entry (zustand then ships as two chunks) and 195 B on
 * the home page. zustand's useStore would also render the initial state on the server, read at creation, where these
 * stores read storage or the page on first use and render something else on the server.
 */
export interface SmallStore<T> {
  /** The value now. The first call reads it (storage, the page), not the import. */
  get: () => T;
  /** Replaces the value and tells every follower (also when it is the same: useSyncExternalStore compares). */
  set: (value: T) => void;
  /** Follows changes; returns the unfollow. */
  subscribe: (listener: () => void) => () => void;
  /** What the server renders, and hydration starts from. */
  getServerSnapshot: () => T;
}

export interface SmallStoreOptions<T> {
  server: () => T;
  /**
   * Started when the first follower subscribes (a timer, another tab's writes, a live query), stopped by what it
   * returns when the last one leaves.
   */
  follow?: (store: SmallStore<T>) => (() => void) | void;
}

export function createSmallStore<T>(initial: () => T, { server, follow }: SmallStoreOptions<T>): SmallStore<T> {
  let unread: (() => T) | null = initial;
  let value: T;
  let stop: (() => void) | void;
  const listeners = new Set<() => void>();
  const store: SmallStore<T> = {
    get() {
      if (unread) {
        value = unread();
        unread = null;
      }
      return value;
    },
    set(next) {
      unread = null;
      value = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      const first = listeners.size === 0;
      listeners.add(listener);
      if (first) stop = follow?.(store);
      return () => {
        if (listeners.delete(listener) && listeners.size === 0) stop?.();
      };
    },
    getServerSnapshot: server,
  };
  return store;
}

/** The store's value, followed: re-renders when it changes; the server's value on the server and in hydration. */
export function useSmallStore<T>(store: Pick<SmallStore<T>, 'get' | 'subscribe' | 'getServerSnapshot'>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.getServerSnapshot);
}
