import { fromEvent, map, merge, of, startWith, type Observable } from 'rxjs';

/** Whether the browser is online, now and on every change (always true outside a browser: tests in Node). */
export function online$(): Observable<boolean> {
  return typeof window === 'undefined'
    ? of(true)
    : merge(fromEvent(window, 'online'), fromEvent(window, 'offline')).pipe(
        map(() => navigator.onLine),
        startWith(navigator.onLine),
      );
}
