import { formatLength } from '@/lib/format';

/** A boat's length as every page shows it: feet, one decimal kept when present ('31 ft', '31.5 ft'). */
export function boatLengthLabel(boat: { length: number }): string {
  return formatLength(boat.length);
}

/** Length in feet from the sell forms' free text ('28', '28.5', '28 ft', "32'"); null when not a positive number. */
export function parseLengthFeet(text: string): number | null {
  const cleaned = text.trim().replace(/\s*(ft|feet|foot|')\.?$/i, '');
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null;
  const feet = Math.round(Number(cleaned) * 10) / 10;
  return feet > 0 ? feet : null;
}
