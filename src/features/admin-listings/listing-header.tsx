import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import type { BoatStatus } from '@harbour/domain/schemas/boat';
import { button } from '@/ui/button';
import { StatusBadge } from './status-badge';

export interface ListingHeaderProps {
  boatId: string;
  title: string;
  status: BoatStatus;
  /** The editor open (Cancel and Save Changes) or not (Edit Listing), and saving. */
  editing: boolean;
  saving: boolean;
  onEdit: () => void;
  onCancel: () => void;
  onSave: () => void;
}

/** The listing's title and status, its public page, and opening, cancelling or saving the editor. */
export function ListingHeader({
  boatId,
  title,
  status,
  editing,
  saving,
  onEdit,
  onCancel,
  onSave,
}: ListingHeaderProps) {
  return (
    <header
      className={css({
        display: 'flex',
        flexWrap: 'wrap',
        gap: '3',
        alignItems: 'center',
        justifyContent: 'space-between',
      })}
    >
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })}>
        <h1 className={css({ fontFamily: 'heading', fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold', m: 0 })}>
          {title}
        </h1>
        <StatusBadge status={status} />
      </div>
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
        <Link to="/boats/$boatId" params={{ boatId }} className={button({ variant: 'outline', size: 'sm' })}>
          View public page
        </Link>
        {editing ? (
          <>
            <button
              type="button"
              className={button({ variant: 'outline', size: 'sm' })}
              onClick={onCancel}
              disabled={saving}
            >
              Cancel
            </button>
            <button
              type="button"
              className={button({ variant: 'hero', size: 'sm' })}
              onClick={onSave}
              disabled={saving}
              aria-busy={saving}
            >
              Save Changes
            </button>
          </>
        ) : (
          <button type="button" className={button({ variant: 'default', size: 'sm' })} onClick={onEdit}>
            Edit Listing
          </button>
        )}
      </div>
    </header>
  );
}
