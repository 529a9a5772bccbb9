import type { Boat } from '@/data/schemas/boat';

/** A boat's title everywhere on the site: 'year make model'. */
export function boatTitle(boat: Pick<Boat, 'year' | 'make' | 'model'>): string {
  return [String(boat.year), boat.make, boat.model]
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(' ');
}
