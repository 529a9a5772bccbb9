import { css } from 'styled-system/css';

/** Shown while the session and role resolve (spec: a 'Loading...' screen). */
export function LoadingScreen() {
  return (
    <div
      role="status"
      aria-live="polite"
      className={css({ minH: '50vh', display: 'grid', placeItems: 'center', color: 'muted', fontSize: 'lg' })}
    >
      Loading...
    </div>
  );
}
