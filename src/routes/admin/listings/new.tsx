import { createFileRoute } from '@tanstack/react-router';
import { ListingCreatePage } from '@/features/admin-listings/listing-create-page';

export const Route = createFileRoute('/admin/listings/new')({ component: ListingCreatePage });
