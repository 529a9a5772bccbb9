import { css } from 'styled-system/css';

/** A small red count beside a link or a tab (an admin's new leads): one look wherever it shows. */
export const countBadge = css({
  ml: '1.5',
  px: '1.5',
  minW: '5',
  rounded: 'full',
  bg: 'red.700',
  color: 'white',
  fontSize: 'xs',
  fontWeight: 'bold',
  textAlign: 'center',
});
