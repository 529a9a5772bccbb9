import { css } from 'styled-system/css';

/** A titled group of fields: two columns on wide screens, one on phones. */
export const formFieldset = css({
  border: 'none',
  p: 0,
  m: 0,
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' },
});
export const formLegend = css({
  fontFamily: 'heading',
  fontSize: 'xl',
  fontWeight: 'bold',
  color: 'navy.900',
  mb: '4',
  gridColumn: '1 / -1',
});
/** A field spanning both columns. */
export const formWide = css({ gridColumn: '1 / -1' });
