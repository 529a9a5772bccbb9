import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { button } from '@/ui/button';
import { PageMeta } from '@/ui/page-meta';
import { KpiGrid } from '@/ui/kpi-grid';
import type { Caller } from '@/data/caller';
import { VerifyEmailNotice } from '@/features/auth';
import { useClientDashboardStats, type ClientDashboardStats } from './use-client-dashboard-stats';

interface Props {
  caller: Caller;
  fullName: string;
}

const STAT_CARDS: ReadonlyArray<{ key: keyof ClientDashboardStats; label: string }> = [
  { key: 'totalSubmissions', label: 'Total Submissions' },
  { key: 'pendingReviews', label: 'Pending Reviews' },
  { key: 'activeListings', label: 'Active Listings' },
  { key: 'totalInquiries', label: 'Inquiries' },
];

export const GUIDE_STEPS = [
  { title: 'Submit your boat', text: 'Send us your boat’s details and photos with the submission form.' },
  { title: 'Our team reviews it', text: 'We check the details and get back to you if anything needs changes.' },
  { title: 'Your boat goes live', text: 'Once approved, your listing is published on Boats For Sale.' },
  { title: 'Track views and inquiries', text: 'Follow how many buyers view your listing and send inquiries.' },
] as const;

const cardStyle = css({ bg: 'white', rounded: 'xl', borderWidth: '1px', borderColor: 'border', shadow: 'sm', p: '5' });

export function ClientDashboard({ caller, fullName }: Props) {
  const { stats, loading, failed } = useClientDashboardStats(caller);
  return (
    <section
      className={css({ maxW: '6xl', mx: 'auto', px: '4', py: { base: '8', md: '12' }, display: 'grid', gap: '8' })}
    >
      <PageMeta
        title="Client Dashboard"
        description="Your boat submissions, listings and inquiries."
        path="/client/dashboard"
      />
      <header>
        <h1 className={css({ fontFamily: 'heading', fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold' })}>
          Welcome, {fullName}
        </h1>
        <p className={css({ color: 'muted', mt: '1' })}>Manage your boat submissions and listings.</p>
      </header>
      <VerifyEmailNotice />

      <KpiGrid
        label="Your numbers"
        busy={loading}
        skeletonTestId="stat-skeleton"
        // The local count, or the server's counter while the replica's first pull runs (docs/DATA-MODEL.md 'Counters').
        items={STAT_CARDS.map((card) => ({
          key: card.key,
          label: card.label,
          value: stats[card.key]?.value ?? null,
          testId: `stat-${card.key}`,
          source: stats[card.key]?.source,
        }))}
      />
      {failed ? (
        <p role="alert" className={css({ color: 'danger' })}>
          Your numbers could not be loaded on this device.
        </p>
      ) : null}

      <div className={cardStyle}>
        <h2 className={css({ fontSize: 'xl', fontWeight: 'semibold', mb: '4' })}>Quick Actions</h2>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
          <Link to="/client/submit-boat" className={button({ variant: 'hero' })}>
            Submit a Boat
          </Link>
          <Link to="/client/submissions" className={button({ variant: 'outline' })}>
            View My Submissions
          </Link>
          <Link to="/client/listings" className={button({ variant: 'outline' })}>
            View My Listings
          </Link>
        </div>
      </div>

      <div className={cardStyle}>
        <h2 className={css({ fontSize: 'xl', fontWeight: 'semibold', mb: '4' })}>How It Works</h2>
        <ol
          className={css({
            listStyle: 'none',
            p: 0,
            display: 'grid',
            gap: '4',
            gridTemplateColumns: { base: '1fr', md: 'repeat(4, 1fr)' },
          })}
        >
          {GUIDE_STEPS.map((step, i) => (
            <li key={step.title} className={css({ display: 'grid', gap: '1' })}>
              <span
                aria-hidden="true"
                className={css({
                  w: '8',
                  h: '8',
                  rounded: 'full',
                  bg: 'sea.500',
                  color: 'white',
                  display: 'grid',
                  placeItems: 'center',
                  fontWeight: 'bold',
                })}
              >
                {i + 1}
              </span>
              <h3 className={css({ fontWeight: 'semibold' })}>{step.title}</h3>
              <p className={css({ fontSize: 'sm', color: 'muted' })}>{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
