import { css } from 'styled-system/css';
import type { BoatStatus } from '@harbour/domain/schemas/boat';
import { BOAT_STATUS_LABELS } from '@harbour/domain/boats/boat-status';

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
  '&[data-status=under_offer]': { bg: 'orange.100', color: 'orange.900' },
  '&[data-status=sold]': { bg: 'blue.100', color: 'blue.800' },
});

/** Boat status badge: draft grey, active green, under offer orange, pending review yellow, sold blue. */
export function StatusBadge({ status }: { status: BoatStatus }) {
  return (
    <span className={badge} data-status={status} data-testid="listing-status">
      {BOAT_STATUS_LABELS[status]}
    </span>
  );
}
