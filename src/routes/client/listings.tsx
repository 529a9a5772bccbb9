import { createFileRoute } from '@tanstack/react-router';
import { ListingsPage } from '@/features/client/listings-page';
import { useCaller } from '@/data/session/use-caller';

export const Route = createFileRoute('/client/listings')({ component: ListingsPageRoute });

function ListingsPageRoute() {
  const caller = useCaller();
  return caller ? <ListingsPage caller={caller} /> : null;
}
