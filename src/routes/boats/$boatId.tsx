import { createFileRoute } from '@tanstack/react-router';
import { BoatDetailPage } from '@/features/boats/detail/boat-detail-page';

export const Route = createFileRoute('/boats/$boatId')({ component: BoatDetailRoute });

function BoatDetailRoute() {
  const { boatId } = Route.useParams();
  return <BoatDetailPage key={boatId} boatId={boatId} />;
}
