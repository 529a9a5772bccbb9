import { useEffect } from 'react';
import { Link, useLocation } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { button } from '@/ui/button';
import { PageMeta } from '@/ui/page-meta';
import { logNotFound } from '@/lib/log';

export function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => logNotFound(pathname), [pathname]);
  return (
    <section className={css({ maxW: '2xl', mx: 'auto', px: '4', py: '24', textAlign: 'center' })}>
      <PageMeta
        title="Page Not Found"
        description="The page you are looking for does not exist."
        path={pathname}
        noindex
      />
      <h1 className={css({ fontSize: '5xl', fontWeight: 'bold', mb: '4' })}>404</h1>
      <p className={css({ fontSize: 'xl', mb: '8', color: 'muted' })}>Oops! Page not found</p>
      <Link to="/" className={button()}>
        Return to Home
      </Link>
    </section>
  );
}
