import type { BoatStatus } from '../schemas/boat';

/** How a boat's status reads in both portals. */
export const BOAT_STATUS_LABELS: Record<BoatStatus, string> = {
  draft: 'Draft',
  active: 'Active',
  under_offer: 'Under Offer',
  pending_review: 'Pending Review',
  sold: 'Sold',
};

/** Spec section 4: draft grey, active green, pending review yellow, sold blue; under offer (added) orange. */
export const BOAT_STATUS_TONES: Record<BoatStatus, 'grey' | 'green' | 'orange' | 'yellow' | 'blue'> = {
  draft: 'grey',
  active: 'green',
  under_offer: 'orange',
  pending_review: 'yellow',
  sold: 'blue',
};
