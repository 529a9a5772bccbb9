import { createFileRoute } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { PageMeta } from '@/ui/page-meta';

// The admin portal (tabs, counts, quick actions) comes with its own issue.
export const Route = createFileRoute('/admin/dashboard')({ component: AdminDashboardRoute });

function AdminDashboardRoute() {
  return (
    <section className={css({ maxW: '7xl', mx: 'auto', px: '4', py: { base: '8', md: '12' } })}>
      <PageMeta title="Admin Dashboard" description="Manage listings, submissions, and inquiries" path="/admin/dashboard" />
      <h1 className={css({ fontFamily: 'heading', fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold' })}>Admin Dashboard</h1>
      <p className={css({ color: 'muted', mt: '1' })}>Manage listings, submissions, and inquiries</p>
    </section>
  );
}
