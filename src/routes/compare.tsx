import { createFileRoute } from '@tanstack/react-router';
import { ComparePage } from '@/features/saved/compare-page';
import { compareParam, parseCompareIds } from '@/features/saved/model/compare-ids';

export const Route = createFileRoute('/compare')({
  // '?boats=a,b,c': well-formed ids only, at most four; anything else is left out (never throws).
  validateSearch: (raw: Record<string, unknown>): { boats?: string } => {
    const ids = parseCompareIds(raw.boats);
    return { boats: ids.length ? compareParam(ids) : undefined };
  },
  component: function CompareRoute() {
    const { boats } = Route.useSearch();
    return <ComparePage ids={parseCompareIds(boats)} />;
  },
});
