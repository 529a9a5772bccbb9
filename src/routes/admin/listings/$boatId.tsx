import { createFileRoute } from '@tanstack/react-router';
import { ListingDetailPage } from '@/features/admin-listings/listing-detail-page';

export const Route = createFileRoute('/admin/listings/$boatId')({ component: ListingDetailRoute });

function ListingDetailRoute() {
  const { boatId } = Route.useParams();
  return <ListingDetailPage boatId={boatId} />;
}
