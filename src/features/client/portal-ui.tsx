import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { PageMeta } from '@/ui/page-meta';

export const cardStyle = css({
  bg: 'white',
  rounded: 'xl',
  borderWidth: '1px',
  borderColor: 'border',
  shadow: 'sm',
  p: { base: '4', md: '6' },
});

/** A client portal page: title, description, a way back to the dashboard. */
export function PortalPage({
  title,
  description,
  path,
  children,
}: {
  title: string;
  description: string;
  path: string;
  children: ReactNode;
}) {
  return (
    <section
      // minmax(0, 1fr): a grid track otherwise grows to its widest table, and the page scrolls sideways at 360 px.
      className={css({
        maxW: '5xl',
        mx: 'auto',
        px: '4',
        py: { base: '8', md: '12' },
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: '6',
      })}
    >
      <PageMeta title={title} description={description} path={path} />
      <nav aria-label="Breadcrumb">
        <Link
          to="/client/dashboard"
          className={css({ color: 'navy.700', fontSize: 'sm', textDecoration: 'underline' })}
        >
          ← Back to Dashboard
        </Link>
      </nav>
      <header>
        <h1 className={css({ fontFamily: 'heading', fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold' })}>
          {title}
        </h1>
        <p className={css({ color: 'muted', mt: '1' })}>{description}</p>
      </header>
      {children}
    </section>
  );
}

export { Badge, type BadgeTone } from '@/ui/badge';

export function RowsSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div aria-hidden="true" data-testid="rows-skeleton" className={css({ display: 'grid', gap: '3' })}>
      {Array.from({ length: rows }, (_, i) => (
        <div
          key={i}
          className={css({ h: '20', bg: 'gray.200', rounded: 'xl', animation: 'pulse 1.5s ease-in-out infinite' })}
        />
      ))}
    </div>
  );
}
