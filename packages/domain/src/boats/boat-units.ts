import { formatDecimal, formatLength } from '../format';

/**
 * The site's unit switch: lengths in feet or metres, capacities in US gallons or litres; speeds are knots either way.
 * Stored values are always feet, US gallons and knots; these pure functions convert for display and for the forms.
 */
export const UNIT_SYSTEMS = ['imperial', 'metric'] as const;
export type UnitSystem = (typeof UNIT_SYSTEMS)[number];

const METRES_PER_FOOT = 0.3048;
const LITRES_PER_GALLON = 3.785411784;

export const LENGTH_UNIT: Record<UnitSystem, string> = { imperial: 'ft', metric: 'm' };
export const CAPACITY_UNIT: Record<UnitSystem, string> = { imperial: 'gal', metric: 'L' };

/** Feet as the unit system shows them: '31.5 ft' or '9.6 m'. */
export function lengthLabel(feet: number, units: UnitSystem): string {
  if (!Number.isFinite(feet)) return '—';
  return units === 'metric' ? `${formatDecimal(feet * METRES_PER_FOOT, 1)} m` : formatLength(feet);
}

/** A boat's length as every page shows it: feet by default, one decimal kept when present ('31 ft', '31.5 ft'). */
export function boatLengthLabel(boat: { length: number }, units: UnitSystem = 'imperial'): string {
  return lengthLabel(boat.length, units);
}

/** US gallons as the unit system shows them: '1,320 gal' or '4,997 L'. */
export function capacityLabel(gallons: number, units: UnitSystem): string {
  if (!Number.isFinite(gallons)) return '—';
  return units === 'metric' ? `${formatDecimal(gallons * LITRES_PER_GALLON, 0)} L` : `${formatDecimal(gallons, 0)} gal`;
}

/** Knots, whatever the unit system: '28.5 knots'. */
export function speedLabel(knots: number): string {
  return Number.isFinite(knots) ? `${formatDecimal(knots, 1)} knots` : '—';
}

/** A stored length (feet) in the form's unit, as the form shows it: up to two decimals. */
export function lengthForForm(feet: number, units: UnitSystem): string {
  return formatDecimal(units === 'metric' ? feet * METRES_PER_FOOT : feet, 2).replace(/,/g, '');
}

/** A length typed in the form's unit, stored in feet (three decimals: metres typed read back the same). */
export function lengthFromForm(value: number, units: UnitSystem): number {
  return Math.round((units === 'metric' ? value / METRES_PER_FOOT : value) * 1000) / 1000;
}

/** A stored capacity (US gallons) in the form's unit: up to one decimal. */
export function capacityForForm(gallons: number, units: UnitSystem): string {
  return formatDecimal(units === 'metric' ? gallons * LITRES_PER_GALLON : gallons, 1).replace(/,/g, '');
}

/** A capacity typed in the form's unit, stored in US gallons (two decimals). */
export function capacityFromForm(value: number, units: UnitSystem): number {
  return Math.round((units === 'metric' ? value / LITRES_PER_GALLON : value) * 100) / 100;
}

/** Length in feet from the sell forms' free text ('28', '28.5', '28 ft', "32'"); null when not a positive number. */
export function parseLengthFeet(text: string): number | null {
  const cleaned = text.trim().replace(/\s*(ft|feet|foot|')\.?$/i, '');
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null;
  const feet = Math.round(Number(cleaned) * 10) / 10;
  return feet > 0 ? feet : null;
}
