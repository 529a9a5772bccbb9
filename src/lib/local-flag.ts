/**
 * A yes/no hint kept in localStorage ('1' when set). Disabled or full storage reads as not set and ignores the write:
 * flags are only hints (e.g. which download a first visit needs), never the truth, so losing one costs a download.
 */
export function localFlag(key: string): { isSet(): boolean; set(): void } {
  return {
    isSet() {
      try {
        return globalThis.localStorage?.getItem(key) === '1';
      } catch {
        return false;
      }
    },
    set() {
      try {
        globalThis.localStorage?.setItem(key, '1');
      } catch {
        // Storage disabled or full: the next visit just behaves like a first one.
      }
    },
  };
}
