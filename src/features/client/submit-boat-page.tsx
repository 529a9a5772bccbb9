import { useNavigate } from '@tanstack/react-router';
import type { Caller } from '@/data/caller';
import { useSession } from '@/data/session/session-store';
import { prefilledForm } from './submission-form';
import { SubmissionFormView } from './submission-form-view';
import { cardStyle, PortalPage, RowsSkeleton } from './portal-ui';
import { useProfile } from './api/owner';
import { submitBoat } from './api/submissions';

export function SubmitBoatPage({ caller }: { caller: Caller }) {
  const user = useSession((s) => s.user);
  const profile = useProfile(caller);
  const navigate = useNavigate();
  return (
    <PortalPage
      title="Submit a Boat"
      description="Tell us about your boat and add up to 10 photos. Our team reviews every submission."
      path="/client/submit-boat"
    >
      <div className={cardStyle}>
        {profile.status === 'loading' ? (
          <RowsSkeleton rows={4} />
        ) : (
          <SubmissionFormView
            initialValues={prefilledForm({
              fullName: profile.data?.fullName || user?.fullName,
              email: profile.data?.email || user?.email,
              phone: profile.data?.phone,
            })}
            submitLabel="Submit Boat"
            save={(values, photos, particulars) => submitBoat(caller, values, photos, particulars)}
            onSaved={() => void navigate({ to: '/client/submissions' })}
          />
        )}
      </div>
    </PortalPage>
  );
}
