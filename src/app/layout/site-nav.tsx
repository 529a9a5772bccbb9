import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { business } from '@harbour/domain/business';
import { button } from '@/ui/button';
import { NAV_LINKS } from './nav-links';
import { SessionNavItems } from './session-nav-items';
import { SavedNavLink } from './saved-nav-link';
import { navBar, navBrand, navInner } from './site-nav-styles';
import { useHydrated } from '@/ui/use-hydrated';

const linkStyle = css({
  textDecoration: 'none',
  px: '3',
  py: '2',
  rounded: 'md',
  fontWeight: 'medium',
  _hover: { bg: 'whiteAlpha.200' },
  '&[data-status=active]': { color: 'sea.400' },
});

/**
 * The phone menu's open/close button, on the dark header: white, with the links' faint white hover (the ghost
 * button's light grey hover would leave white on light grey). Merged, not two classes, so one hover wins.
 */
const menuButton = css(button.raw({ variant: 'ghost', size: 'sm' }), {
  display: { base: 'inline-flex', lg: 'none' },
  color: 'white',
  _hover: { bg: 'whiteAlpha.200' },
});

export function SiteNav() {
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const close = () => setOpen(false);
  return (
    <header className={navBar}>
      <nav className={navInner} aria-label="Main">
        <Link to="/" className={navBrand} onClick={close}>
          {business.productName}
        </Link>
        <div className={css({ display: { base: 'none', lg: 'flex' }, alignItems: 'center', gap: '1' })}>
          {NAV_LINKS.map((l) => (
            <Link key={l.to} to={l.to} className={linkStyle} activeOptions={{ exact: l.to === '/' }}>
              {l.label}
            </Link>
          ))}
          <SavedNavLink />
          <SessionNavItems linkClassName={linkStyle} />
        </div>
        {/* Phones: the shortlist stays one tap away, beside the menu. */}
        <div className={css({ display: { base: 'flex', lg: 'none' }, alignItems: 'center', ml: 'auto', mr: '-2' })}>
          <SavedNavLink onNavigate={close} />
        </div>
        <button
          type="button"
          className={menuButton}
          aria-expanded={open}
          aria-controls="mobile-menu"
          aria-label={open ? 'Close menu' : 'Open menu'}
          disabled={!hydrated}
          onClick={() => setOpen((v) => !v)}
        >
          <span aria-hidden="true">{open ? '✕' : '☰'}</span>
        </button>
      </nav>
      <div
        id="mobile-menu"
        hidden={!open}
        className={css({
          display: { lg: 'none' },
          borderTopWidth: '1px',
          borderColor: 'whiteAlpha.300',
          px: '4',
          pb: '4',
        })}
      >
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', pt: '2' })}>
          {NAV_LINKS.map((l) => (
            <Link key={l.to} to={l.to} className={linkStyle} activeOptions={{ exact: l.to === '/' }} onClick={close}>
              {l.label}
            </Link>
          ))}
          <SessionNavItems linkClassName={linkStyle} onNavigate={close} />
        </div>
      </div>
    </header>
  );
}
