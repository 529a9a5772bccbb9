import { useEffect, useRef, type ReactNode } from 'react';
import { css } from 'styled-system/css';

const headingStyle = css({ fontSize: 'xl', fontWeight: 'semibold', outline: 'none' });

/**
 * The heading of a panel that takes the place of the form a person was in (reset, verify, change, forgot password):
 * it takes the focus when the panel appears, so a screen reader says where they are now.
 */
export function FocusedHeading({ id, children }: { id?: string; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <h2 id={id} ref={heading} tabIndex={-1} className={headingStyle}>
      {children}
    </h2>
  );
}
