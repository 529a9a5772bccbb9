import type { FuelType, HullMaterial, Particulars } from '../schemas/particulars';

/**
 * Listings written before structured specifications kept beam, draft, engines, fuel capacity and speeds as free text
 * ("8' 6\"", "Twin Volvo Penta D6-400 diesel", "2,300 gal"). These pure readers turn such text into particulars when it
 * is unambiguous, so the editor opens with the numbers filled in and the page can convert units. Text they cannot
 * read stays text: nothing an admin wrote is dropped.
 */

const METRES_PER_FOOT = 0.3048;
const LITRES_PER_GALLON = 3.785411784;

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;
const number = (text: string) => Number(text.replace(/,/g, ''));

/** "8' 6\"", "10 ft 2 in", "11 ft", "11'", "3.2 m" → feet; null when it is anything else. */
export function feetFromText(text: string): number | null {
  const t = text.trim().toLowerCase();
  const metres = /^(\d+(?:\.\d+)?)\s*(?:m|metres?|meters?)$/.exec(t);
  if (metres) return round(number(metres[1]!) / METRES_PER_FOOT, 3);
  const imperial = /^(\d+(?:\.\d+)?)\s*(?:'|ft|feet|foot)(?:\s*(\d+(?:\.\d+)?)\s*(?:"|''|in|inches?))?$/.exec(t);
  if (!imperial) return null;
  const inches = imperial[2] ? number(imperial[2]) : 0;
  return inches < 12 ? round(number(imperial[1]!) + inches / 12, 3) : null;
}

/** "2,300 gal", "500 gallons", "1,900 L" → US gallons; null otherwise. */
export function gallonsFromText(text: string): number | null {
  const m = /^(\d[\d,]*(?:\.\d+)?)\s*(gal|gallons?|us gal|l|litres?|liters?)$/i.exec(text.trim());
  if (!m) return null;
  const value = number(m[1]!);
  return /^l/i.test(m[2]!) ? round(value / LITRES_PER_GALLON, 2) : value;
}

/** "30 knots", "30 kn", "28.5 kts" → knots; null otherwise. */
export function knotsFromText(text: string): number | null {
  const m = /^(\d+(?:\.\d+)?)\s*(knots?|kn|kts?)$/i.exec(text.trim());
  return m ? number(m[1]!) : null;
}

const ENGINE_COUNTS: Record<string, number> = { single: 1, twin: 2, triple: 3, quad: 4 };
/** Engine makers written out, longest first so 'Mercury Racing' wins over 'Mercury'. */
const ENGINE_MAKES = [
  'Mercury Racing',
  'MerCruiser',
  'Volvo Penta',
  'John Deere',
  'Seven Marine',
  'Caterpillar',
  'Westerbeke',
  'Torqeedo',
  'Evinrude',
  'Cummins',
  'Mercury',
  'Perkins',
  'Yamaha',
  'Yanmar',
  'Suzuki',
  'Honda',
  'Kohler',
  'Beta',
  'CAT',
  'MAN',
  'MTU',
].sort((a, b) => b.length - a.length);

/** "Twin Volvo Penta D6-400 diesel", "Single Yamaha F300", "Yanmar 57 hp diesel" → the engine particulars; null otherwise. */
export function enginesFromText(text: string): Particulars | null {
  let rest = text.trim();
  let engineCount = 1;
  const count = /^(single|twin|triple|quad|(\d)\s*x)\s+/i.exec(rest);
  if (count) {
    engineCount = count[2] ? Number(count[2]) : ENGINE_COUNTS[count[1]!.toLowerCase()]!;
    rest = rest.slice(count[0].length);
  }
  const make = ENGINE_MAKES.find((m) => rest.toLowerCase().startsWith(`${m.toLowerCase()} `) || rest === m);
  if (!make || engineCount < 1 || engineCount > 6) return null;
  rest = rest.slice(make.length);
  const out: Particulars = { engineMake: make, engineCount };
  const hp = /\b(\d[\d,]*(?:\.\d+)?)\s*hp\b/i.exec(rest);
  if (hp) {
    out.engineHorsepower = number(hp[1]!);
    rest = rest.replace(hp[0], '');
  }
  const fuel = /\b(diesel|gasoline|petrol|electric|hybrid)\b/i.exec(rest);
  if (fuel) {
    const word = fuel[1]!.toLowerCase();
    out.fuelType = (word === 'petrol' ? 'gasoline' : word) as FuelType;
    rest = rest.replace(fuel[0], '');
  }
  // "QSB 6.7 (550 hp)" leaves empty brackets behind.
  const model = rest
    .replace(/\(\s*\)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (model) out.engineModel = model.slice(0, 100);
  return out;
}

const HULL_MATERIAL_WORDS: Record<string, HullMaterial> = {
  fiberglass: 'fiberglass',
  fibreglass: 'fiberglass',
  grp: 'fiberglass',
  aluminum: 'aluminum',
  aluminium: 'aluminum',
  steel: 'steel',
  wood: 'wood',
  composite: 'composite',
  carbon: 'carbon',
};

/** The old standard keys (and the seed's camel-case extras) each reader takes. */
const READERS: Record<string, (text: string) => Particulars | null> = {
  beam: (t) => nonNull(feetFromText(t), (beamFt) => ({ beamFt })),
  draft: (t) => nonNull(feetFromText(t), (draftFt) => ({ draftFt })),
  engines: enginesFromText,
  fuelCapacity: (t) => nonNull(gallonsFromText(t), (fuelTankGal) => ({ fuelTankGal })),
  waterCapacity: (t) => nonNull(gallonsFromText(t), (waterTankGal) => ({ waterTankGal })),
  cruisingSpeed: (t) => nonNull(knotsFromText(t), (cruisingSpeedKn) => ({ cruisingSpeedKn })),
  maxSpeed: (t) => nonNull(knotsFromText(t), (maxSpeedKn) => ({ maxSpeedKn })),
  hullMaterial: (t) =>
    nonNull(HULL_MATERIAL_WORDS[t.trim().toLowerCase()] ?? null, (hullMaterial) => ({ hullMaterial })),
};

function nonNull<T>(value: T | null, make: (value: T) => Particulars): Particulars | null {
  return value === null ? null : make(value);
}

/**
 * Pure: the particulars the free-text specifications say unambiguously, and the specifications left as text (those
 * read are taken out). Particulars already given win over what the text says.
 */
export function particularsFromLegacy(
  specifications: Readonly<Record<string, string>>,
  given: Particulars = {},
): { particulars: Particulars; specifications: Record<string, string> } {
  const particulars: Particulars = {};
  const rest: Record<string, string> = {};
  for (const [key, text] of Object.entries(specifications)) {
    const read = typeof text === 'string' ? READERS[key]?.(text) : null;
    if (read) Object.assign(particulars, read);
    else rest[key] = text;
  }
  return { particulars: { ...particulars, ...given }, specifications: rest };
}
