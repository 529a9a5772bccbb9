import { css, cva } from 'styled-system/css';

/** A notice in the status bar at the foot of the screen (root-layout.tsx): a <details> with a summary line. */
export const statusNotice = cva({
  base: { px: '4', py: '2', fontSize: 'sm', borderTopWidth: '1px' },
  variants: {
    tone: {
      waiting: { bg: 'amber.50', color: 'amber.900', borderColor: 'amber.200' },
      problem: { bg: 'red.50', color: 'red.900', borderColor: 'red.200' },
    },
  },
});

export const statusSummary = css({ cursor: 'pointer', maxW: '7xl', mx: 'auto' });
export const statusList = css({
  maxW: '7xl',
  mx: 'auto',
  mt: '2',
  pl: '5',
  listStyle: 'disc',
  wordBreak: 'break-word',
});
