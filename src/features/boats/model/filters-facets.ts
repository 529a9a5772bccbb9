import type { Boat } from '@harbour/domain/schemas/boat';
import { FUEL_TYPES, HULL_MATERIALS, type FuelType, type HullMaterial } from '@harbour/domain/schemas/particulars';
import { compareNames } from '@harbour/domain/search/filters';

/** The facets the loaded listings can be narrowed by: each is offered only when at least one listing has the field. */
export interface Facets {
  /** Distinct locations, sorted. */
  locations: string[];
  /** Fuel types present, in the vocabulary's order. */
  fuels: FuelType[];
  hullMaterials: HullMaterial[];
  /** The most cabins any listing has (the 'at least' choices go up to it); null: no listing says. */
  maxCabins: number | null;
  /** Whether any listing gives its engine hours. */
  hours: boolean;
}

/** Pure: the facets of these boats (the ones being searched). */
export function facetsOf(boats: readonly Pick<Boat, 'location' | 'particulars'>[]): Facets {
  const locations = new Set<string>();
  const fuels = new Set<string>();
  const hulls = new Set<string>();
  let maxCabins: number | null = null;
  let hours = false;
  for (const boat of boats) {
    const location = (boat.location ?? '').trim();
    if (location !== '') locations.add(location);
    const p = boat.particulars ?? {};
    if (p.fuelType) fuels.add(p.fuelType);
    if (p.hullMaterial) hulls.add(p.hullMaterial);
    if (typeof p.cabins === 'number' && p.cabins > 0) maxCabins = Math.max(maxCabins ?? 0, p.cabins);
    if (p.engineHours && p.engineHours.length > 0) hours = true;
  }
  return {
    locations: [...locations].sort(compareNames),
    fuels: FUEL_TYPES.filter((f) => fuels.has(f)),
    hullMaterials: HULL_MATERIALS.filter((h) => hulls.has(h)),
    maxCabins,
    hours,
  };
}

/** The 'at least N cabins' choices: 1 up to the most any listing has (at most 10 choices). */
export function cabinChoices(maxCabins: number | null): number[] {
  if (maxCabins === null) return [];
  return Array.from({ length: Math.min(maxCabins, 10) }, (_, i) => i + 1);
}
