import type { Boat } from '@harbour/domain/schemas/boat';
import type { UnitSystem } from '@harbour/domain/boats/boat-units';
import { specificationGroups, type SpecRow } from '@harbour/domain/boats/specification-groups';
import { conditionLabel } from '../model/conditions';

/** What fits a printed sheet of one or two pages beside the photo, the price and the contact. */
export const SHEET_MAX_SPECS = 24;
export const SHEET_MAX_FEATURES = 24;

type SheetBoat = Pick<
  Boat,
  'type' | 'condition' | 'length' | 'year' | 'location' | 'specifications' | 'particulars' | 'features'
>;

/**
 * Pure: the printed spec sheet's key specifications: type and condition, then the page's specifications in the
 * page's order (the admin's custom ones last), in the visitor's units, at most SHEET_MAX_SPECS.
 */
export function specSheetRows(boat: SheetBoat, units: UnitSystem): SpecRow[] {
  const rows: SpecRow[] = [
    { label: 'Type', value: boat.type },
    { label: 'Condition', value: conditionLabel(boat.condition) },
    ...specificationGroups(boat, units).flatMap((group) => group.rows),
  ];
  return rows.slice(0, SHEET_MAX_SPECS);
}

/** Pure: the features the sheet lists (blank ones left out), at most SHEET_MAX_FEATURES; `more` counts the rest. */
export function specSheetFeatures(boat: Pick<Boat, 'features'>): { shown: string[]; more: number } {
  const all = boat.features.map((f) => f.trim()).filter(Boolean);
  return { shown: all.slice(0, SHEET_MAX_FEATURES), more: Math.max(0, all.length - SHEET_MAX_FEATURES) };
}
