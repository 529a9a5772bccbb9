import { createFileRoute } from '@tanstack/react-router';
import { EditSubmissionPage } from '@/features/client/edit-submission-page';
import { useCaller } from '@/data/session/use-caller';

export const Route = createFileRoute('/client/submissions_/$submissionId/edit')({ component: EditSubmissionRoute });

function EditSubmissionRoute() {
  const caller = useCaller();
  const { submissionId } = Route.useParams();
  return caller ? <EditSubmissionPage key={submissionId} caller={caller} submissionId={submissionId} /> : null;
}
