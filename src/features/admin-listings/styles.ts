import { css } from 'styled-system/css';

export const card = css({
  bg: 'white',
  rounded: 'xl',
  borderWidth: '1px',
  borderColor: 'border',
  shadow: 'sm',
  p: { base: '4', md: '6' },
  display: 'grid',
  gap: '4',
});
export const sectionTitle = css({ fontSize: 'xl', fontWeight: 'semibold', m: '0' });
export const grid2 = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } });
export const errorText = css({ fontSize: 'sm', color: 'red.700', m: '0' });
export const page = css({ maxW: '6xl', mx: 'auto', px: '4', py: { base: '6', md: '10' }, display: 'grid', gap: '6' });
export const srOnly = css({ srOnly: true });
