// Shared with the shortlist's compare table: the label lives with the boat's data.
export { conditionLabel } from '@harbour/domain/boats/condition-label';
