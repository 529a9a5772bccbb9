import type { Boat, StandardSpecKey } from '@/data/schemas/boat';
import { boatLengthLabel } from '@/data/boats/boat-units';
import { STANDARD_SPEC_LABELS, customSpecLabel } from '@/data/boats/boat-specs';

export interface SpecRow {
  label: string;
  value: string;
}

const OPTIONAL_KEYS = Object.keys(STANDARD_SPEC_LABELS) as StandardSpecKey[];

/**
 * Length, year and location always; then beam, draft, engines, fuel capacity, cruising and max speed when present;
 * then the admin's custom specifications in the order written (the old site hid them; buyers ask for them).
 */
export function specificationRows(boat: Pick<Boat, 'length' | 'year' | 'location' | 'specifications'>): SpecRow[] {
  const rows: SpecRow[] = [
    { label: 'Length', value: boatLengthLabel(boat) },
    { label: 'Year', value: String(boat.year) },
    { label: 'Location', value: boat.location },
  ];
  for (const key of OPTIONAL_KEYS) {
    const value = boat.specifications[key]?.trim();
    if (value) rows.push({ label: STANDARD_SPEC_LABELS[key], value });
  }
  for (const [key, raw] of Object.entries(boat.specifications)) {
    const value = typeof raw === 'string' ? raw.trim() : '';
    if (value && !(OPTIONAL_KEYS as string[]).includes(key)) rows.push({ label: customSpecLabel(key), value });
  }
  return rows;
}
