import { css } from 'styled-system/css';
import { button } from '@/ui/button';

/** No boat matches the filters: clearing them all brings the boats back. */
export function NoBoatsFound({ updating, onClearAll }: { updating: boolean; onClearAll: () => void }) {
  return (
    <div
      className={css({ textAlign: 'center', py: '16', px: '4', bg: 'gray.50', rounded: 'xl' })}
      aria-busy={updating || undefined}
    >
      <h2 className={css({ fontSize: '2xl', fontWeight: 'bold', m: '0' })}>No boats found</h2>
      <p className={css({ color: 'muted', mt: '2', mb: '6' })}>Try adjusting your filters or search terms</p>
      <button type="button" className={button()} onClick={onClearAll}>
        Clear All Filters
      </button>
    </div>
  );
}
