import { css } from 'styled-system/css';

export const pageContainer = css({ maxW: '6xl', mx: 'auto', px: { base: '4', md: '6' }, py: { base: '10', md: '16' } });

export const tagChip = css({
  display: 'inline-block', fontSize: 'xs', fontWeight: 'medium', px: '2.5', py: '0.5', rounded: 'full',
  bg: 'navy.50', color: 'navy.700', lineHeight: '1.6',
});

export const metaRow = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3', fontSize: 'sm', color: 'muted' });

/** 16:9 frame so covers never shift the layout while loading. */
export const coverFrame = css({ position: 'relative', aspectRatio: '16 / 9', overflow: 'hidden', bg: 'navy.50', w: 'full' });
export const coverImg = css({ position: 'absolute', inset: '0', w: 'full', h: 'full', objectFit: 'cover' });

/** Typography for rendered markdown (the sanitised HTML of a post). */
export const prose = css({
  color: 'gray.800', fontSize: { base: 'md', md: 'lg' }, lineHeight: '1.75', overflowWrap: 'break-word',
  '& > * + *': { mt: '5' },
  '& h1, & h2': { fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold', color: 'navy.900', mt: '10', mb: '3' },
  '& h3': { fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'semibold', color: 'navy.900', mt: '8', mb: '2' },
  '& h4, & h5, & h6': { fontSize: 'lg', fontWeight: 'semibold', mt: '6' },
  '& p': { mt: '4' },
  '& ul, & ol': { pl: '6', mt: '4' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& li': { mt: '1.5' },
  '& li::marker': { color: 'sea.600' },
  '& blockquote': { borderLeftWidth: '4px', borderColor: 'sea.500', bg: 'sand.50', px: '5', py: '3', fontStyle: 'italic', color: 'gray.700', roundedRight: 'md' },
  '& a': { color: 'navy.700', textDecoration: 'underline', textUnderlineOffset: '2px', _hover: { color: 'sea.600' } },
  '& code': { fontFamily: 'mono', fontSize: '0.9em', bg: 'gray.100', px: '1', rounded: 'sm' },
  '& pre': { bg: 'navy.900', color: 'white', p: '4', rounded: 'md', overflowX: 'auto', fontSize: 'sm' },
  '& pre code': { bg: 'transparent', p: '0', color: 'inherit' },
  '& img': { maxW: 'full', h: 'auto', rounded: 'md' },
  '& hr': { borderColor: 'border', my: '8' },
  '& table': { w: 'full', borderCollapse: 'collapse', fontSize: 'md', display: 'block', overflowX: 'auto' },
  '& th, & td': { borderWidth: '1px', borderColor: 'border', px: '3', py: '2', textAlign: 'left' },
  '& strong': { fontWeight: 'semibold', color: 'gray.900' },
});
