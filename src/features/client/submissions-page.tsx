import { Link } from '@tanstack/react-router';
import { shortDate } from '@/lib/dates';
import { css } from 'styled-system/css';
import type { Caller } from '@/data/caller';
import { boatTitle } from '@harbour/domain/boats/boat-title';
import { isPending } from '@/data/portal/use-pending-changes';
import { button } from '@/ui/button';
import { canResubmit } from './submission-actions';
import { SUBMISSION_STATUS_LABELS, SUBMISSION_STATUS_TONES } from './submission-status';
import { Badge, cardStyle, PortalPage, RowsSkeleton } from './portal-ui';
import { usePendingChanges } from '@/data/portal/use-pending-changes';
import { useOwnSubmissions } from './api/submissions';

export function SubmissionsPage({ caller }: { caller: Caller }) {
  const submissions = useOwnSubmissions(caller);
  const pending = usePendingChanges(caller);
  const list = submissions.data ?? [];
  return (
    <PortalPage
      title="My Submissions"
      description="The boats you have sent us and where each one is in our review."
      path="/client/submissions"
    >
      <div>
        <Link to="/client/submit-boat" className={button({ variant: 'hero' })}>
          Submit a Boat
        </Link>
      </div>
      {submissions.status === 'loading' ? (
        <RowsSkeleton />
      ) : submissions.status === 'error' ? (
        <p role="alert">Your submissions could not be loaded. Please reload the page.</p>
      ) : list.length === 0 ? (
        <div className={cardStyle}>
          <p className={css({ fontWeight: 'semibold' })}>No submissions yet</p>
          <p className={css({ color: 'muted', mt: '1' })}>
            When you send us a boat it appears here.{' '}
            <Link to="/client/submit-boat" className={css({ color: 'navy.700', textDecoration: 'underline' })}>
              Submit your first boat
            </Link>
            .
          </p>
        </div>
      ) : (
        <ul aria-label="My submissions" className={css({ listStyle: 'none', p: 0, display: 'grid', gap: '4' })}>
          {list.map((s) => {
            const d = s.submissionData;
            const title = boatTitle(d);
            const waiting =
              isPending(pending.data, 'submissions', s.id) ||
              Boolean(pending.data?.some((c) => c.collection === 'photos' && s.photos.some((p) => p.id === c.id)));
            return (
              <li key={s.id} className={cardStyle} data-testid="submission-row" aria-label={title}>
                <div
                  className={css({
                    display: 'flex',
                    flexWrap: 'wrap',
                    gap: '2',
                    alignItems: 'center',
                    justifyContent: 'space-between',
                  })}
                >
                  <h2 className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>{title}</h2>
                  <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
                    {waiting ? (
                      <Badge tone="grey" testId="waiting-to-sync">
                        Waiting to sync
                      </Badge>
                    ) : null}
                    <Badge tone={SUBMISSION_STATUS_TONES[s.status]} testId="submission-status">
                      {SUBMISSION_STATUS_LABELS[s.status]}
                    </Badge>
                  </div>
                </div>
                <p className={css({ color: 'muted', fontSize: 'sm', mt: '1' })}>
                  Submitted {shortDate(s.submittedAt)} · {d.location} · {s.photos.length}{' '}
                  {s.photos.length === 1 ? 'photo' : 'photos'}
                </p>
                {s.status === 'needs_changes' && s.reviewNote ? (
                  <div
                    role="note"
                    className={css({
                      mt: '3',
                      bg: 'orange.50',
                      borderLeftWidth: '4px',
                      borderColor: 'orange.400',
                      p: '3',
                      rounded: 'md',
                    })}
                  >
                    <p className={css({ fontWeight: 'semibold', fontSize: 'sm' })}>Note from our team</p>
                    <p>{s.reviewNote}</p>
                  </div>
                ) : null}
                {canResubmit(caller.uid, s) ? (
                  <div className={css({ mt: '3' })}>
                    <Link
                      to="/client/submissions/$submissionId/edit"
                      params={{ submissionId: s.id }}
                      className={button({ variant: 'default', size: 'sm' })}
                    >
                      Edit and resubmit
                    </Link>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </PortalPage>
  );
}
