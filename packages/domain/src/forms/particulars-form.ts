import {
  FUEL_TYPES,
  HULL_MATERIALS,
  HULL_TYPES,
  MAX_ENGINES,
  PARTICULAR_KINDS,
  PARTICULAR_KEYS,
  type ParticularKey,
  type Particulars,
} from '../schemas/particulars';
import { capacityForForm, capacityFromForm, lengthForForm, lengthFromForm, type UnitSystem } from '../boats/boat-units';
import { PARTICULAR_LABELS } from '../boats/particular-labels';

/**
 * The structured specifications as a form holds them: text as typed, lengths and capacities in the unit the form shows
 * (`units`), engine hours one box per engine. Pure conversions both ways; stored values are feet, US gallons, knots.
 */
export type ParticularField = Exclude<ParticularKey, 'engineHours'>;

export interface ParticularsFormValues {
  units: UnitSystem;
  fields: Record<ParticularField, string>;
  /** One entry per engine box shown. */
  engineHours: string[];
  /**
   * The stored values the form opened with, and their text as shown: a box left as shown keeps its stored value
   * exactly (15.5 ft shown as 4.72 m is not saved back as 15.486 ft).
   */
  source: Particulars;
  shown: Partial<Record<ParticularField, string>>;
}

export type ParticularsErrors = Partial<Record<ParticularField | `engineHours.${number}`, string>>;

export type ParticularsParse =
  { ok: true; value: Particulars } | { ok: false; errors: ParticularsErrors; firstError: string };

const FIELDS = PARTICULAR_KEYS.filter((k): k is ParticularField => k !== 'engineHours');
const LENGTHS: ParticularField[] = ['beamFt', 'draftFt'];
const CAPACITIES: ParticularField[] = ['fuelTankGal', 'waterTankGal'];
const CHOICES: Partial<Record<ParticularField, readonly string[]>> = {
  fuelType: FUEL_TYPES,
  hullMaterial: HULL_MATERIALS,
  hullType: HULL_TYPES,
};

/** How many engine-hours boxes the form shows: one per engine given (1 when none or unreadable), at most six. */
export function engineBoxes(engineCount: string): number {
  const n = Number(engineCount.trim());
  return Number.isInteger(n) && n >= 1 ? Math.min(n, MAX_ENGINES) : 1;
}

function toText(key: ParticularField, value: unknown, units: UnitSystem): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'number' && LENGTHS.includes(key)) return lengthForForm(value, units);
  if (typeof value === 'number' && CAPACITIES.includes(key)) return capacityForForm(value, units);
  return String(value);
}

/** Pure: stored particulars as the form shows them, in `units`. */
export function particularsFormOf(p: Particulars, units: UnitSystem): ParticularsFormValues {
  const fields = Object.fromEntries(FIELDS.map((k) => [k, toText(k, p[k], units)])) as Record<ParticularField, string>;
  const hours = (p.engineHours ?? []).map(String);
  const boxes = Math.max(engineBoxes(fields.engineCount), hours.length);
  return {
    units,
    fields,
    engineHours: Array.from({ length: boxes }, (_, i) => hours[i] ?? ''),
    source: p,
    shown: { ...fields },
  };
}

export function emptyParticularsForm(units: UnitSystem): ParticularsFormValues {
  return particularsFormOf({}, units);
}

/** Pure: a typed number in the form's unit, or null when the box holds something else. */
function typedNumber(text: string): number | null {
  const t = text.trim().replace(/,/g, '');
  return /^\d+(\.\d+)?$/.test(t) ? Number(t) : null;
}

/**
 * Pure: the form shown in other units (the visitor pressed the unit switch): every length and capacity that reads as
 * a number is converted; anything else stays as typed, so the form's check still points at it.
 */
export function convertParticularsForm(values: ParticularsFormValues, units: UnitSystem): ParticularsFormValues {
  if (values.units === units) return values;
  const fields = { ...values.fields };
  const shown = { ...values.shown };
  for (const key of [...LENGTHS, ...CAPACITIES]) {
    const unchanged = fields[key] === values.shown[key] && typeof values.source[key] === 'number';
    const n = unchanged ? null : typedNumber(fields[key]);
    if (unchanged) fields[key] = shown[key] = toText(key, values.source[key], units);
    else if (n !== null) fields[key] = toText(key, stored(key, n, values.units), units);
  }
  return { ...values, units, fields, shown };
}

/** Pure: the engine-hours boxes after the number of engines changed: kept, cut or padded to the new count. */
export function withEngineCount(values: ParticularsFormValues, engineCount: string): ParticularsFormValues {
  const boxes = engineBoxes(engineCount);
  const engineHours = Array.from({ length: boxes }, (_, i) => values.engineHours[i] ?? '');
  return { ...values, fields: { ...values.fields, engineCount }, engineHours };
}

function stored(key: ParticularField, n: number, units: UnitSystem): number {
  if (LENGTHS.includes(key)) return lengthFromForm(n, units);
  if (CAPACITIES.includes(key)) return capacityFromForm(n, units);
  return n;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const textOf = (v: unknown) => (typeof v === 'string' ? v : '');

/** The form as typed, whatever a caller hands in: boxes that are not text read as blank (nothing typed there). */
function readable(given: unknown): ParticularsFormValues {
  const v = isRecord(given) ? given : {};
  const fields = isRecord(v.fields) ? v.fields : {};
  const source = isRecord(v.source) ? v.source : {};
  const shown = isRecord(v.shown) ? v.shown : {};
  return {
    units: v.units === 'metric' ? 'metric' : 'imperial',
    fields: Object.fromEntries(FIELDS.map((k) => [k, textOf(fields[k])])) as Record<ParticularField, string>,
    engineHours: Array.isArray(v.engineHours) ? v.engineHours.map(textOf) : [],
    source: source as Particulars,
    shown: Object.fromEntries(FIELDS.map((k) => [k, textOf(shown[k])])),
  };
}

/**
 * Pure: validates the form; on success the particulars as stored (blank boxes left out). Messages name the field as
 * the form labels it.
 */
export function parseParticularsForm(given: ParticularsFormValues): ParticularsParse {
  const values = readable(given);
  const errors: ParticularsErrors = {};
  const out: Particulars = {};
  const set = out as Record<string, unknown>;
  for (const key of FIELDS) {
    const text = values.fields[key].trim();
    if (!text) continue;
    const { kind, max } = PARTICULAR_KINDS[key];
    const label = PARTICULAR_LABELS[key];
    if (kind === 'text') {
      if (text.length > max) errors[key] = `${label} must be at most ${max} characters`;
      else set[key] = text;
    } else if (CHOICES[key]) {
      if (CHOICES[key]!.includes(text)) set[key] = text;
      else errors[key] = `Please choose a ${label.toLowerCase()} from the list`;
    } else {
      // A box left as shown keeps the stored value it came from (checked like a typed one).
      const kept = values.fields[key] === values.shown[key] ? values.source[key] : undefined;
      const n = typedNumber(text);
      const value = typeof kept === 'number' ? kept : n === null ? null : stored(key, n, values.units);
      if (value === null || !Number.isFinite(value) || value < 0) errors[key] = `${label} must be a number`;
      else if (kind === 'count' && !Number.isInteger(value)) errors[key] = `${label} must be a whole number`;
      else if (value > max) errors[key] = `${label} is more than any boat has`;
      else set[key] = value;
    }
  }
  const hours: number[] = [];
  values.engineHours.forEach((text, i) => {
    if (!text.trim()) return;
    const n = typedNumber(text);
    if (n === null || n > PARTICULAR_KINDS.engineHours.max)
      errors[`engineHours.${i}`] = `Engine ${i + 1} hours must be a number of hours`;
    else hours[i] = n;
  });
  // Hours are kept in engine order: a blank box before a filled one would shift them, so it needs a number too.
  const filled = hours.length;
  for (let i = 0; i < filled; i++)
    if (hours[i] === undefined && !errors[`engineHours.${i}`])
      errors[`engineHours.${i}`] = `Engine ${i + 1} hours are missing`;
  if (filled > 0) set.engineHours = hours;
  const count = out.engineCount;
  if (filled > 0 && count !== undefined && filled > count)
    errors.engineCount = 'There are more engine hours than engines';
  const first = Object.values(errors)[0];
  return first ? { ok: false, errors, firstError: first } : { ok: true, value: out };
}
