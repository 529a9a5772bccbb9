import { css } from 'styled-system/css';

export const badge = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  px: '2',
  py: '0.5',
  rounded: 'full',
  fontSize: 'xs',
  fontWeight: 'semibold',
  whiteSpace: 'nowrap',
  '&[data-tone=published]': { bg: 'green.100', color: 'green.800' },
  '&[data-tone=draft]': { bg: 'gray.100', color: 'gray.700' },
  '&[data-tone=archived]': { bg: 'yellow.100', color: 'yellow.900' },
  '&[data-tone=pending]': { bg: 'orange.50', color: 'orange.800', borderWidth: '1px', borderColor: 'orange.200' },
});
export const card = css({
  bg: 'white',
  rounded: 'xl',
  borderWidth: '1px',
  borderColor: 'border',
  shadow: 'sm',
  p: { base: '4', md: '6' },
});
