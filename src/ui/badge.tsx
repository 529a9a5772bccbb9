import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';

const TONES = {
  grey: css({ bg: 'gray.100', color: 'gray.800' }),
  green: css({ bg: 'green.100', color: 'green.800' }),
  yellow: css({ bg: 'yellow.100', color: 'yellow.900' }),
  blue: css({ bg: 'blue.100', color: 'blue.800' }),
  orange: css({ bg: 'orange.100', color: 'orange.900' }),
  red: css({ bg: 'red.100', color: 'red.800' }),
  sea: css({ bg: 'navy.50', color: 'navy.800' }),
} as const;

export type BadgeTone = keyof typeof TONES;

const shape = css({
  display: 'inline-block',
  px: '2.5',
  py: '0.5',
  rounded: 'full',
  fontSize: 'xs',
  fontWeight: 'semibold',
  whiteSpace: 'nowrap',
});

/** A small rounded label in one of the portals' tones (statuses, "Waiting to sync"). */
export function Badge({ tone, children, testId }: { tone: BadgeTone; children: ReactNode; testId?: string }) {
  return (
    <span data-tone={tone} data-testid={testId} className={cx(shape, TONES[tone])}>
      {children}
    </span>
  );
}
