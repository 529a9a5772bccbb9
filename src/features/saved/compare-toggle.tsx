import { css, cx } from 'styled-system/css';
import { notify } from '@/ui/toaster';
import { useHydrated } from '@/ui/use-hydrated';
import { setCompared, useCompareSelection } from './compare-selection';
import { COMPARE_MAX } from './model/compare-ids';

const label = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  minH: '11',
  fontSize: 'sm',
  fontWeight: 'medium',
  cursor: 'pointer',
  '& input': { w: '5', h: '5', accentColor: 'navy.700' },
});

/** "Compare": picks the boat for /compare (2 to 4 boats). */
export function CompareToggle({ boatId, title, className }: { boatId: string; title: string; className?: string }) {
  const picked = useCompareSelection().includes(boatId);
  const hydrated = useHydrated();
  return (
    <label className={cx(label, className)}>
      <input
        type="checkbox"
        checked={picked}
        disabled={!hydrated}
        aria-label={`Compare ${title}`}
        onChange={(event) => {
          if (!setCompared(boatId, event.target.checked))
            notify(`You can compare up to ${COMPARE_MAX} boats. Unpick one to add another.`, undefined, 'error');
        }}
      />
      <span aria-hidden="true">Compare</span>
    </label>
  );
}
