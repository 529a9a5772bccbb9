import { createFileRoute } from '@tanstack/react-router';
import { SubmitBoatPage } from '@/features/client/submit-boat-page';
import { useCaller } from '@/data/session/use-caller';

export const Route = createFileRoute('/client/submit-boat')({ component: SubmitBoatPageRoute });

function SubmitBoatPageRoute() {
  const caller = useCaller();
  return caller ? <SubmitBoatPage caller={caller} /> : null;
}
