import { createFileRoute } from '@tanstack/react-router';
import { PortalPagePlaceholder } from '@/features/client/portal-page-placeholder';

// Linked from the client dashboard; the page itself comes with the client portal issue.
export const Route = createFileRoute('/client/listings')({
  component: () => <PortalPagePlaceholder title="My Listings" path="/client/listings" />,
});
