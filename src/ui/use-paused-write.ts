import { useEffect, useMemo, useRef } from 'react';

export interface PausedWrite {
  /** Writes after the pause, replacing a write still waiting (each keystroke starts the pause again). */
  schedule: (write: () => void) => void;
  /** Drops the waiting write (a filter chosen meanwhile writes the typed text itself). */
  cancel: () => void;
  /** Does the waiting write now; false when none waits. */
  flush: () => boolean;
}

/**
 * A write that waits for a pause in typing, as a search box's text going into the URL: a keystroke only re-filters,
 * the URL follows once typing rests. A waiting write is dropped when the component goes, since by then the visitor
 * is elsewhere and writing this page's URL would take them back.
 */
export function usePausedWrite(delayMs: number): PausedWrite {
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; write: () => void } | null>(null);
  const paused = useMemo<PausedWrite>(() => {
    const cancel = () => {
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = null;
    };
    return {
      cancel,
      schedule: (write) => {
        cancel();
        const entry = {
          timer: setTimeout(() => {
            pending.current = null;
            write();
          }, delayMs),
          write,
        };
        pending.current = entry;
      },
      flush: () => {
        const waiting = pending.current;
        if (!waiting) return false;
        cancel();
        waiting.write();
        return true;
      },
    };
  }, [delayMs]);
  useEffect(() => paused.cancel, [paused]);
  return paused;
}
