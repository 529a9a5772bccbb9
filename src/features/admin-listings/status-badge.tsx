import { css } from 'styled-system/css';
import type { BoatStatus } from '@/data/schemas/boat';
import { STATUS_LABELS } from './model/listing-form';

const badge = css({
  display: 'inline-flex',
  alignItems: 'center',
  px: '2.5',
  py: '0.5',
  rounded: 'full',
  fontSize: 'xs',
  fontWeight: 'bold',
  '&[data-status=draft]': { bg: 'gray.200', color: 'gray.800' },
  '&[data-status=active]': { bg: 'green.100', color: 'green.800' },
  '&[data-status=pending_review]': { bg: 'yellow.100', color: 'yellow.800' },
  '&[data-status=sold]': { bg: 'blue.100', color: 'blue.800' },
});

/** Boat status badge: draft grey, active green, pending review yellow, sold blue. */
export function StatusBadge({ status }: { status: BoatStatus }) {
  return (
    <span className={badge} data-status={status} data-testid="listing-status">
      {STATUS_LABELS[status]}
    </span>
  );
}
