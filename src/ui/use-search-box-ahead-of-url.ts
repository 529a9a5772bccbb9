import { useEffect, useRef, useState } from 'react';
import { usePausedWrite } from './use-paused-write';

export interface SearchBoxAheadOfUrl {
  /** What the box shows: what was typed, ahead of the URL. */
  text: string;
  /**
   * A keystroke: the box shows `value` at once (the list follows it in the same render), and `write` puts it into the
   * URL once typing pauses (replacing the history entry, so Back is not a keystroke).
   */
  type: (value: string, write: () => void) => void;
  /**
   * Another change goes into the URL now (a filter chosen, Clear): the waiting write is dropped, as `write` carries
   * the box's text itself. With `text`, the box shows that instead (Clear: '').
   */
  writeNow: (write: () => void, text?: string) => void;
}

export interface SearchBoxOptions {
  /** The pause in typing after which the text goes into the URL. */
  delayMs: number;
  /** The text as the URL will keep it (trimmed, cut, blank as none): the URL coming back with it is the box's own. */
  asInUrl: (text: string) => string;
}

/**
 * A search box whose text is the page's own while typing, so a keystroke never waits for the router: the URL follows
 * after a pause. The URL coming back with what the box wrote leaves the box alone (its text may be ahead again, or
 * spelled with spaces the URL drops); a URL changed from elsewhere (Back and forward, a link, a reload) sets the box
 * again and drops a write still waiting. A link followed before the pause is over (a result tapped right after typing)
 * writes the URL first, in the capture phase before the router's own handler pushes the next page, so Back returns
 * to what was on screen; never on unmount, when writing this page's URL would take the visitor back to it.
 */
export function useSearchBoxAheadOfUrl(urlText: string, { delayMs, asInUrl }: SearchBoxOptions): SearchBoxAheadOfUrl {
  const [text, setText] = useState(urlText);
  /** The URL's text that the box wrote (or was set from). */
  const written = useRef(urlText);
  const pendingUrl = usePausedWrite(delayMs);
  useEffect(() => {
    if (urlText === written.current) return;
    written.current = urlText;
    pendingUrl.cancel();
    setText(urlText);
  }, [urlText, pendingUrl]);
  useEffect(() => {
    const flushBeforeLeaving = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a[href]')) pendingUrl.flush();
    };
    document.addEventListener('click', flushBeforeLeaving, true);
    return () => document.removeEventListener('click', flushBeforeLeaving, true);
  }, [pendingUrl]);
  return {
    text,
    type: (value, write) => {
      setText(value);
      pendingUrl.schedule(() => {
        written.current = asInUrl(value);
        write();
      });
    },
    writeNow: (write, next = text) => {
      pendingUrl.cancel();
      setText(next);
      written.current = asInUrl(next);
      write();
    },
  };
}
