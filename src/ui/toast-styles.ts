import { css } from 'styled-system/css';

// One look for a toast, whichever code shows it: Ark UI's toaster (toast-list.tsx) or the plain fallback
// (plain-toasts.tsx, when that code could not load).

export const toastCard = css({
  minW: '280px',
  maxW: '380px',
  p: '4',
  pr: '10',
  rounded: 'lg',
  shadow: 'lg',
  bg: 'white',
  color: 'fg',
  borderWidth: '1px',
  borderColor: 'border',
  position: 'relative',
  '&[data-type=error]': { bg: 'red.700', color: 'white', borderColor: 'red.800' },
});

export const toastClose = css({
  position: 'absolute',
  top: '2',
  right: '3',
  cursor: 'pointer',
  fontSize: 'lg',
  bg: 'transparent',
  border: 'none',
  color: 'inherit',
});
