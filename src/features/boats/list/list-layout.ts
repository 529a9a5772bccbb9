import { css } from 'styled-system/css';

// The layout the /boats parts share: the page's width, and the grid of cards its lists lay out.

/** Cards per row on wide screens: their images load at once, the rest lazily. */
export const FIRST_ROW = 3;

export const wrap = css({ maxW: '7xl', mx: 'auto', px: { base: '4', md: '6' } });
export const grid = css({
  display: 'grid',
  gap: '6',
  // minmax(0, …) everywhere: a plain 1fr column grows to its widest card's content (556 px on a 390 px phone).
  gridTemplateColumns: {
    base: 'minmax(0, 1fr)',
    sm: 'repeat(2, minmax(0, 1fr))',
    lg: 'repeat(3, minmax(0, 1fr))',
  },
});
export const listItem = css({ display: 'flex', minW: '0', '& > *': { flex: '1', minW: '0' } });
// Cards below the first row are laid out and painted only when scrolled near (a card's height kept as the estimate
// until then): the first layout of 24 cards was the longest task before the page's code ran on a slow phone.
export const laterItem = `${listItem} ${css({ contentVisibility: 'auto', containIntrinsicSize: 'auto 540px' })}`;
