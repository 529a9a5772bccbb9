import { css } from 'styled-system/css';

export const pageContainer = css({ maxW: '6xl', mx: 'auto', px: { base: '4', md: '6' }, py: { base: '10', md: '16' } });

export const tagChip = css({
  display: 'inline-block',
  fontSize: 'xs',
  fontWeight: 'medium',
  px: '2.5',
  py: '0.5',
  rounded: 'full',
  bg: 'navy.50',
  color: 'navy.700',
  lineHeight: '1.6',
});

export const metaRow = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '3',
  fontSize: 'sm',
  color: 'muted',
});

/** 16:9 frame so covers never shift the layout while loading. */
export const coverFrame = css({
  position: 'relative',
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  bg: 'navy.50',
  w: 'full',
});
export const coverImg = css({ position: 'absolute', inset: '0', w: 'full', h: 'full', objectFit: 'cover' });
