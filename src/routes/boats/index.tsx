import { createFileRoute } from '@tanstack/react-router';
import { BoatsPage } from '@/features/boats/list/boats-page';
import { parseBoatsSearch } from '@harbour/domain/search/search-params';

export const Route = createFileRoute('/boats/')({
  validateSearch: parseBoatsSearch,
  component: BoatsRoute,
});

function BoatsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <BoatsPage search={search} onSearchChange={(next, { replace }) => void navigate({ search: next, replace })} />;
}
