import { createFileRoute } from '@tanstack/react-router';
import { PortalPagePlaceholder } from '@/features/client/portal-page-placeholder';

// Linked from the client dashboard; the page itself comes with the client portal issue.
export const Route = createFileRoute('/client/submissions')({
  component: () => <PortalPagePlaceholder title="My Submissions" path="/client/submissions" />,
});
