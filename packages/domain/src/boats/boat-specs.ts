import type { StandardSpecKey } from '../schemas/boat';

/** The six standard specifications, as the public page and the admin's editor label them. */
export const STANDARD_SPEC_LABELS: Record<StandardSpecKey, string> = {
  beam: 'Beam',
  draft: 'Draft',
  engines: 'Engines',
  fuelCapacity: 'Fuel Capacity',
  cruisingSpeed: 'Cruising Speed',
  maxSpeed: 'Max Speed',
};

/**
 * Pure: a custom specification's key in words. The editor stores the label with its spaces removed ('Hull Material'
 * → 'HullMaterial') and the seed uses camel case ('waterCapacity'): both read back as 'Hull Material', 'Water
 * Capacity'; digits and acronyms stay together ('GPS2Units' → 'GPS2 Units').
 */
export function customSpecLabel(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
