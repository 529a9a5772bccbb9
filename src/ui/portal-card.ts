import { css } from 'styled-system/css';

/** The portal's white card (the admin's panels, the KPI cards). */
export const portalCard = css({
  bg: 'white',
  rounded: 'xl',
  borderWidth: '1px',
  borderColor: 'border',
  shadow: 'sm',
  p: { base: '4', md: '5' },
});
