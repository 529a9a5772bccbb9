// Used by the app and, at build time, by scripts/vite-app-shell.ts, which writes the same header into index.html.
import { css } from 'styled-system/css';

/** The page frame: at least a screen tall, footer at the bottom. */
export const pageFrame = css({ minH: '100dvh', display: 'flex', flexDirection: 'column' });
export const navBar = css({ position: 'sticky', top: 0, zIndex: 40, bg: 'navy.900', color: 'white', shadow: 'md' });
export const navInner = css({
  maxW: '7xl',
  mx: 'auto',
  px: '4',
  h: '16',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '4',
});
export const navBrand = css({ fontFamily: 'heading', fontSize: 'xl', fontWeight: 'bold', textDecoration: 'none' });
