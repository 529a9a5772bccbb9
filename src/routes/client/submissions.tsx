import { createFileRoute } from '@tanstack/react-router';
import { SubmissionsPage } from '@/features/client/submissions-page';
import { useCaller } from '@/data/session/use-caller';

export const Route = createFileRoute('/client/submissions')({ component: SubmissionsPageRoute });

function SubmissionsPageRoute() {
  const caller = useCaller();
  return caller ? <SubmissionsPage caller={caller} /> : null;
}
