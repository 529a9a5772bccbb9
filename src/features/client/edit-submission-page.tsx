import { useEffect, useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import type { Caller } from '@/data/caller';
import { button } from '@/ui/button';
import { canResubmit } from './submission-actions';
import { storedPhotoDrafts, toFormValues } from './submission-form';
import { SubmissionFormView } from './submission-form-view';
import { cardStyle, PortalPage, RowsSkeleton } from './portal-ui';
import { resubmit, useSubmission } from './api/submissions';

/** Edit and resubmit a submission the team sent back with a note. */
export function EditSubmissionPage({ caller, submissionId }: { caller: Caller; submissionId: string }) {
  const result = useSubmission(caller, submissionId);
  const navigate = useNavigate();
  // The first version read is the one edited: a later sync must not reset what the owner is typing.
  const [loaded, setLoaded] = useState<NonNullable<typeof result.data> | null>(null);
  useEffect(() => {
    if (!loaded && result.data && canResubmit(caller.uid, result.data)) setLoaded(result.data);
  }, [loaded, result.data, caller.uid]);

  const path = `/client/submissions/${submissionId}/edit`;
  const body = () => {
    if (result.status === 'loading' || (!loaded && result.data && canResubmit(caller.uid, result.data)))
      return <RowsSkeleton rows={4} />;
    const submission = loaded;
    if (!submission) {
      return (
        <div className={css({ display: 'grid', gap: '3', justifyItems: 'start' })}>
          <p>This submission cannot be edited. Only submissions that need changes can be edited and resubmitted.</p>
          <Link to="/client/submissions" className={button({ variant: 'outline' })}>
            Back to My Submissions
          </Link>
        </div>
      );
    }
    return (
      <div className={css({ display: 'grid', gap: '6' })}>
        {submission.reviewNote ? (
          <div
            role="note"
            className={css({
              bg: 'orange.50',
              borderLeftWidth: '4px',
              borderColor: 'orange.400',
              p: '4',
              rounded: 'md',
            })}
          >
            <p className={css({ fontWeight: 'semibold' })}>Note from our team</p>
            <p>{submission.reviewNote}</p>
          </div>
        ) : null}
        <SubmissionFormView
          initialValues={toFormValues(submission.submissionData)}
          initialPhotos={storedPhotoDrafts(submission)}
          initialParticulars={submission.particulars}
          caller={caller}
          submitLabel="Resubmit for Review"
          save={async (values, photos, particulars) => resubmit(caller, submissionId, values, photos, particulars)}
          onSaved={() => void navigate({ to: '/client/submissions' })}
        />
      </div>
    );
  };
  return (
    <PortalPage
      title="Edit Submission"
      description="Make the changes our team asked for, then resubmit your boat for review."
      path={path}
    >
      <div className={cardStyle}>{body()}</div>
    </PortalPage>
  );
}
