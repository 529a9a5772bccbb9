/**
 * A boat's structured specifications ("particulars"): engines, hull, accommodation, tanks and the rest, each optional.
 * Numbers are stored in one unit each (feet, US gallons, knots) and converted for display by the site's unit switch
 * (boats/boat-units.ts). The app and the Cloud Functions use the same check (particularsRefusal); firestore.rules
 * isParticulars() holds a listing to its shape.
 */

export const FUEL_TYPES = ['diesel', 'gasoline', 'electric', 'hybrid', 'other'] as const;
export type FuelType = (typeof FUEL_TYPES)[number];

export const HULL_MATERIALS = ['fiberglass', 'aluminum', 'steel', 'wood', 'composite', 'carbon', 'other'] as const;
export type HullMaterial = (typeof HULL_MATERIALS)[number];

export const HULL_TYPES = [
  'monohull',
  'catamaran',
  'trimaran',
  'deep_v',
  'modified_v',
  'semi_displacement',
  'displacement',
  'other',
] as const;
export type HullType = (typeof HULL_TYPES)[number];

/** The most engines a boat may list (and so hours entries). */
export const MAX_ENGINES = 6;
/** Longest text particular (make, builder, flag, lying location…). */
export const PARTICULAR_TEXT_MAX = 100;

export interface Particulars {
  engineMake?: string;
  engineModel?: string;
  engineCount?: number;
  /** Horsepower of each engine. */
  engineHorsepower?: number;
  /** Hours of each engine, in engine order (at most engineCount entries). */
  engineHours?: number[];
  fuelType?: FuelType;
  hullMaterial?: HullMaterial;
  hullType?: HullType;
  cabins?: number;
  berths?: number;
  heads?: number;
  /** US gallons. */
  fuelTankGal?: number;
  /** US gallons. */
  waterTankGal?: number;
  /** Feet. */
  beamFt?: number;
  /** Feet. */
  draftFt?: number;
  /** Knots. */
  cruisingSpeedKn?: number;
  /** Knots. */
  maxSpeedKn?: number;
  maxPassengers?: number;
  builder?: string;
  designer?: string;
  flag?: string;
  lyingLocation?: string;
}

export type ParticularKey = keyof Particulars;
type Kind = 'text' | 'count' | 'measure' | 'hours' | 'fuel' | 'material' | 'hull';

/** Each particular's kind and largest value: the one table the schema, rules, forms and display follow. */
export const PARTICULAR_KINDS = {
  engineMake: { kind: 'text', max: PARTICULAR_TEXT_MAX },
  engineModel: { kind: 'text', max: PARTICULAR_TEXT_MAX },
  engineCount: { kind: 'count', max: MAX_ENGINES },
  engineHorsepower: { kind: 'measure', max: 10000 },
  engineHours: { kind: 'hours', max: 100000 },
  fuelType: { kind: 'fuel', max: 0 },
  hullMaterial: { kind: 'material', max: 0 },
  hullType: { kind: 'hull', max: 0 },
  cabins: { kind: 'count', max: 50 },
  berths: { kind: 'count', max: 100 },
  heads: { kind: 'count', max: 50 },
  fuelTankGal: { kind: 'measure', max: 100000 },
  waterTankGal: { kind: 'measure', max: 100000 },
  beamFt: { kind: 'measure', max: 200 },
  draftFt: { kind: 'measure', max: 100 },
  cruisingSpeedKn: { kind: 'measure', max: 100 },
  maxSpeedKn: { kind: 'measure', max: 150 },
  maxPassengers: { kind: 'count', max: 1000 },
  builder: { kind: 'text', max: PARTICULAR_TEXT_MAX },
  designer: { kind: 'text', max: PARTICULAR_TEXT_MAX },
  flag: { kind: 'text', max: PARTICULAR_TEXT_MAX },
  lyingLocation: { kind: 'text', max: PARTICULAR_TEXT_MAX },
} as const satisfies Record<ParticularKey, { kind: Kind; max: number }>;

export const PARTICULAR_KEYS = Object.keys(PARTICULAR_KINDS) as ParticularKey[];

const CHOICES: Record<'fuel' | 'material' | 'hull', readonly string[]> = {
  fuel: FUEL_TYPES,
  material: HULL_MATERIALS,
  hull: HULL_TYPES,
};

function isMeasure(value: unknown, max: number): boolean {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= max;
}

function valueFits(kind: Kind, max: number, value: unknown): boolean {
  switch (kind) {
    case 'text':
      return typeof value === 'string' && value.trim() !== '' && value.length <= max;
    case 'count':
      return isMeasure(value, max) && Number.isInteger(value);
    case 'measure':
      return isMeasure(value, max);
    case 'hours':
      return (
        Array.isArray(value) &&
        value.length >= 1 &&
        value.length <= MAX_ENGINES &&
        value.every((hours) => isMeasure(hours, max))
      );
    default:
      return typeof value === 'string' && CHOICES[kind].includes(value);
  }
}

/**
 * Pure: why a stored `particulars` value is not one (any shape: a document from the server or an owner's device is
 * not trusted), or null when it is. Absent keys are fine; unknown keys, wrong types and values past their limits are
 * not.
 */
export function particularsRefusal(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return 'Specifications must be a set of fields.';
  for (const [key, field] of Object.entries(value as Record<string, unknown>)) {
    const meta = (PARTICULAR_KINDS as Record<string, { kind: Kind; max: number }>)[key];
    if (!meta) return `Unknown specification '${key}'.`;
    if (!valueFits(meta.kind, meta.max, field)) return `The specification '${key}' is not valid.`;
  }
  const hours = (value as Particulars).engineHours;
  const count = (value as Particulars).engineCount;
  if (hours && count !== undefined && hours.length > count) return 'There are more engine hours than engines.';
  return null;
}

/** The JSON schema of `particulars` (boats and submissions): every key optional, none other. */
export function particularsJsonSchema() {
  const properties: Record<string, object> = {};
  for (const key of PARTICULAR_KEYS) {
    const { kind, max } = PARTICULAR_KINDS[key];
    if (kind === 'text') properties[key] = { type: 'string', maxLength: max };
    else if (kind === 'count') properties[key] = { type: 'integer', minimum: 0, maximum: max };
    else if (kind === 'measure') properties[key] = { type: 'number', minimum: 0, maximum: max };
    else if (kind === 'hours')
      properties[key] = { type: 'array', maxItems: MAX_ENGINES, items: { type: 'number', minimum: 0, maximum: max } };
    else properties[key] = { type: 'string', enum: [...CHOICES[kind]] };
  }
  return { type: 'object', additionalProperties: false, properties } as const;
}
