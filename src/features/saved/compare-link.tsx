import { Link } from '@tanstack/react-router';
import { button } from '@/ui/button';
import { useCompareSelection } from './compare-selection';
import { COMPARE_MIN, compareParam } from './model/compare-ids';

/** "Compare {n} boats" once enough are picked (the boat page's way to the comparison). */
export function CompareLink() {
  const ids = useCompareSelection();
  if (ids.length < COMPARE_MIN) return null;
  return (
    <Link to="/compare" search={{ boats: compareParam(ids) }} className={button({ variant: 'outline', size: 'sm' })}>
      Compare {ids.length} boats
    </Link>
  );
}
