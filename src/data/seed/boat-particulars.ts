import type { HullType, Particulars } from '@harbour/domain/schemas/particulars';

/**
 * The demo fleet's structured specifications beyond what its engine, tank and speed text already says
 * (legacy-specs.ts reads those): engine hours per engine, fuel, hull, accommodation, passengers, flag and the marina
 * each boat lies at, worked out from the boat as a broker would estimate them, so every demo listing is complete and
 * realistic. Pure and deterministic: the same fleet every build.
 */

interface SeedBoatFacts {
  id: string;
  year: number;
  type: string;
  model: string;
  length: number;
  location: string;
  condition: 'new' | 'used';
}

const SEED_YEAR = 2026;

/** Engine hours a year of use, by type: sport fishermen run hard, sailboats motor little. */
const HOURS_PER_YEAR: Record<string, number> = {
  'Center Console': 110,
  'Sport Fishing': 240,
  'Motor Yacht': 170,
  'Express Cruiser': 85,
  Flybridge: 140,
  Catamaran: 190,
  Sailboat: 75,
};

/** The marina a boat lies at, by its location's first part. */
const MARINAS: Record<string, string> = {
  Nassau: 'Nassau Harbour Club',
  'Paradise Island': 'Atlantis Marina',
  Bimini: 'Bimini Big Game Club',
  'Harbour Island': 'Harbour Island Marina',
  'Marsh Harbour': 'Abaco Beach Resort Marina',
  'George Town': 'Exuma Yacht Club',
  Freeport: 'Grand Bahama Yacht Club',
  'Fort Lauderdale': 'Bahia Mar Yachting Center',
  'Palm Beach': 'Rybovich Superyacht Marina',
  Miami: 'Miami Beach Marina',
  'Key West': 'Conch Harbor Marina',
};

function hullTypeOf(boat: SeedBoatFacts): HullType {
  if (boat.type === 'Catamaran') return 'catamaran';
  if (boat.type === 'Sailboat') return 'monohull';
  if (boat.type === 'Center Console') return 'deep_v';
  if (/trawler/i.test(boat.model)) return 'semi_displacement';
  return 'modified_v';
}

/** Cabins, berths and heads a boat of this type and length has; none on an open center console. */
function accommodationOf(boat: SeedBoatFacts): Particulars {
  const { type, length } = boat;
  if (type === 'Center Console') return length >= 30 ? { heads: 1 } : {};
  if (type === 'Catamaran') {
    const cabins = length >= 45 ? 4 : 3;
    return { cabins, berths: cabins * 2 + 2, heads: length >= 45 ? 4 : 2 };
  }
  const cabins = Math.max(1, Math.min(5, Math.round(length / 16)));
  return { cabins, berths: cabins * 2, heads: Math.max(1, cabins - (length >= 60 ? 0 : 1)) };
}

/** Hours on each engine: a few for a new boat, a year's use per year otherwise; engines of one boat differ a little. */
function engineHoursOf(boat: SeedBoatFacts, engineCount: number): number[] {
  const years = Math.max(0, SEED_YEAR - boat.year);
  const base = boat.condition === 'new' || years === 0 ? 8 : years * (HOURS_PER_YEAR[boat.type] ?? 120);
  return Array.from({ length: engineCount }, (_, i) => base + ((Math.round(boat.length * 7) + i * 13) % 23));
}

/** Outboards and petrol sterndrives burn gasoline; inboard diesels and sail auxiliaries diesel. */
function fuelOf(engineMake: string | undefined, engineModel: string | undefined): Particulars['fuelType'] {
  if (engineMake === 'Yamaha' || engineMake === 'Mercury' || engineMake === 'MerCruiser') return 'gasoline';
  if (engineMake === 'Volvo Penta' && /^V8/.test(engineModel ?? '')) return 'gasoline';
  return 'diesel';
}

/**
 * Pure: the particulars a seed boat gets on top of those read from its text (`read`): engine hours, fuel, hull,
 * accommodation, passengers for open boats, flag and lying marina. Explicit seed values (`given`) win.
 */
export function seedParticulars(boat: SeedBoatFacts, read: Particulars, given: Particulars = {}): Particulars {
  const place = boat.location.split(',')[0]!.trim();
  const inUs = /, FL$/.test(boat.location);
  const engineCount = read.engineCount ?? 1;
  const derived: Particulars = {
    engineCount,
    engineHours: engineHoursOf(boat, engineCount),
    fuelType: fuelOf(read.engineMake, read.engineModel),
    hullType: hullTypeOf(boat),
    ...accommodationOf(boat),
    ...(boat.type === 'Center Console' || boat.type === 'Express Cruiser'
      ? { maxPassengers: Math.round(boat.length / 2.4) }
      : {}),
    flag: inUs ? 'United States' : 'Bahamas',
    ...(MARINAS[place] ? { lyingLocation: MARINAS[place] } : {}),
  };
  return { ...derived, ...read, ...given };
}
