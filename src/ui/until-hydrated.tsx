import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { useHydrated } from './use-hydrated';

const contents = css({ display: 'contents' });

/** Disables every control inside until the app runs (see useHydrated); adds no box to the layout. */
export function UntilHydrated({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} className={contents}>
      {children}
    </fieldset>
  );
}
