import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { business } from '@harbour/domain/business';
import { FOOTER_LINKS } from './nav-links';
import { ForgetDeviceButton } from './forget-device-button';

export function copyrightLine(year: number): string {
  return `© ${year} ${business.legalName} All rights reserved.`;
}

const heading = css({ fontFamily: 'heading', fontSize: 'lg', mb: '3', color: 'white' });

export function SiteFooter() {
  return (
    <footer className={css({ bg: 'navy.900', color: 'gray.300', mt: '16' })}>
      <div
        className={css({
          maxW: '7xl',
          mx: 'auto',
          px: '4',
          py: '12',
          display: 'grid',
          gap: '8',
          gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' },
        })}
      >
        <div>
          <p className={heading}>{business.productName}</p>
          <p>{business.description}</p>
        </div>
        <div>
          <h2 className={heading}>Quick Links</h2>
          <ul className={css({ listStyle: 'none', p: 0, display: 'grid', gap: '1' })}>
            {FOOTER_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className={css({ textDecoration: 'none', _hover: { color: 'white' } })}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className={heading}>Contact</h2>
          <address className={css({ fontStyle: 'normal', display: 'grid', gap: '1' })}>
            <a href={business.phoneHref}>{business.phone}</a>
            <a href={`mailto:${business.email}`}>{business.email}</a>
            <span>
              {business.address.street}, {business.address.locality}, {business.address.country}
            </span>
          </address>
        </div>
      </div>
      <p
        className={css({
          textAlign: 'center',
          py: '4',
          borderTopWidth: '1px',
          borderColor: 'whiteAlpha.200',
          fontSize: 'sm',
        })}
      >
        {copyrightLine(new Date().getFullYear())}
      </p>
      <p className={css({ textAlign: 'center', pb: '4', fontSize: 'sm' })}>
        <ForgetDeviceButton />
      </p>
    </footer>
  );
}
