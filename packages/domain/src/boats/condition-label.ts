import type { BoatCondition } from '../schemas/boat';

/** Condition 'used' is shown as Pre-Owned. */
export function conditionLabel(condition: BoatCondition): 'New' | 'Pre-Owned' {
  return condition === 'new' ? 'New' : 'Pre-Owned';
}
