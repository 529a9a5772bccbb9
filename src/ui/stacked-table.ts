import { css } from 'styled-system/css';

/**
 * A table that becomes one card per row on a phone: no sideways box hiding columns (and their buttons) off-screen.
 * Below md the header row is only for screen readers, and each cell shows its column's name from `data-label`
 * beside its value. The row's first cell (its name) and a cell marked `data-actions` take the card's full width.
 */
export const stackedTable = css({
  mdDown: {
    '& thead': { srOnly: true },
    '& tbody, & tbody tr, & tbody td, & tbody th': { display: 'block' },
    '& tbody tr': {
      borderWidth: '1px',
      borderColor: 'border',
      rounded: 'lg',
      p: '3',
      mb: '3',
      bg: 'white',
      _last: { mb: '0' },
    },
    '& tbody td, & tbody th': {
      // Beats the tables' own cell classes by specificity (a class and two elements).
      borderWidth: '0',
      px: '0',
      py: '1',
      textAlign: 'left',
      whiteSpace: 'normal',
    },
    '& tbody td[data-label]': { display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: '3' },
    '& tbody td[data-label]::before': {
      content: 'attr(data-label)',
      color: 'muted',
      fontSize: 'xs',
      fontWeight: 'semibold',
      textTransform: 'uppercase',
      flexShrink: 0,
    },
    '& tbody td[data-actions]': { pt: '2' },
  },
});
