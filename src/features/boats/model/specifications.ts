import type { Boat, StandardSpecKey } from '@/data/schemas/boat';
import { boatLengthLabel } from '@/data/boats/boat-units';

export interface SpecRow {
  label: string;
  value: string;
}

export const SPEC_LABELS: Record<StandardSpecKey, string> = {
  beam: 'Beam',
  draft: 'Draft',
  engines: 'Engines',
  fuelCapacity: 'Fuel Capacity',
  cruisingSpeed: 'Cruising Speed',
  maxSpeed: 'Max Speed',
};

const OPTIONAL_KEYS = Object.keys(SPEC_LABELS) as StandardSpecKey[];

/** Length, year and location always; then beam, draft, engines, fuel capacity, cruising and max speed when present. */
export function specificationRows(boat: Pick<Boat, 'length' | 'year' | 'location' | 'specifications'>): SpecRow[] {
  const rows: SpecRow[] = [
    { label: 'Length', value: boatLengthLabel(boat) },
    { label: 'Year', value: String(boat.year) },
    { label: 'Location', value: boat.location },
  ];
  for (const key of OPTIONAL_KEYS) {
    const value = boat.specifications[key]?.trim();
    if (value) rows.push({ label: SPEC_LABELS[key], value });
  }
  return rows;
}
