import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { button } from '@/ui/button';
import { clearCompared, useCompareSelection } from './compare-selection';
import { COMPARE_MIN, compareParam } from './model/compare-ids';

const tray = css({
  position: 'fixed',
  insetX: '0',
  // Above the status bars stuck to the bottom of the screen (root-layout.tsx), not under the install offer.
  bottom: 'var(--status-stack-height, 0px)',
  zIndex: 30,
  bg: 'navy.900',
  color: 'white',
  px: '4',
  py: '3',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '3',
  flexWrap: 'wrap',
  shadow: 'lg',
  _print: { display: 'none' },
});

/** The picked boats, at the foot of the screen: open the comparison once two are picked, or clear the pick. */
export default function CompareTrayBar() {
  const ids = useCompareSelection();
  if (ids.length === 0) return null;
  const ready = ids.length >= COMPARE_MIN;
  return (
    <div className={tray} role="region" aria-label="Compare boats" data-testid="compare-tray">
      <span aria-live="polite">
        {ids.length} {ids.length === 1 ? 'boat' : 'boats'} picked{ready ? '' : ': pick one more to compare'}
      </span>
      {ready ? (
        <Link to="/compare" search={{ boats: compareParam(ids) }} className={button({ variant: 'hero', size: 'sm' })}>
          Compare {ids.length} boats
        </Link>
      ) : null}
      <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={clearCompared}>
        Clear
      </button>
    </div>
  );
}
