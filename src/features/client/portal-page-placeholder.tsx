import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { button } from '@/ui/button';
import { PageMeta } from '@/ui/page-meta';

/** Stand-in for client portal pages that are linked from the dashboard but not built yet. */
export function PortalPagePlaceholder({ title, path }: { title: string; path: string }) {
  return (
    <section className={css({ maxW: '3xl', mx: 'auto', px: '4', py: '12', display: 'grid', gap: '4' })}>
      <PageMeta title={title} description={title} path={path} />
      <h1 className={css({ fontFamily: 'heading', fontSize: '3xl', fontWeight: 'bold' })}>{title}</h1>
      <p className={css({ color: 'muted' })}>This section is on its way.</p>
      <Link to="/client/dashboard" className={button({ variant: 'outline' })}>Back to Dashboard</Link>
    </section>
  );
}
