import { button } from './button';

/** A table row's "View" button: the same word in every row, told apart for screen readers by its label. */
export function ViewButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className={button({ variant: 'outline', size: 'sm' })} aria-label={label} onClick={onClick}>
      View
    </button>
  );
}
