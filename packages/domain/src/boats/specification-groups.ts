import type { Boat, StandardSpecKey } from '../schemas/boat';
import type { Particulars } from '../schemas/particulars';
import { boatLengthLabel, capacityLabel, lengthLabel, speedLabel, type UnitSystem } from './boat-units';
import { STANDARD_SPEC_LABELS, customSpecLabel } from './boat-specs';
import { FUEL_TYPE_LABELS, HULL_MATERIAL_LABELS, HULL_TYPE_LABELS, PARTICULAR_LABELS as L } from './particular-labels';
import { formatDecimal } from '../format';

export interface SpecRow {
  label: string;
  value: string;
}

export interface SpecGroup {
  title: string;
  rows: SpecRow[];
}

type SpecBoat = Pick<Boat, 'length' | 'year' | 'location' | 'specifications' | 'particulars'>;

const whole = (n: number) => formatDecimal(n, 0);

/** "2 × Volvo Penta IPS 1200", "Yanmar" (one engine): the engines in one line. */
function enginesLine(p: Particulars): string | null {
  const name = [p.engineMake, p.engineModel].filter(Boolean).join(' ');
  if (!name) return p.engineCount ? `${p.engineCount} ${p.engineCount === 1 ? 'engine' : 'engines'}` : null;
  return p.engineCount && p.engineCount > 1 ? `${p.engineCount} × ${name}` : name;
}

function row(label: string, value: string | null | undefined): SpecRow[] {
  const text = value?.trim();
  return text ? [{ label, value: text }] : [];
}

/** The text of an old free-text standard specification, unless the structured one says it (it wins). */
function legacy(boat: SpecBoat, key: StandardSpecKey, superseded: boolean): SpecRow[] {
  const text = boat.specifications[key];
  return superseded || typeof text !== 'string' ? [] : row(STANDARD_SPEC_LABELS[key], text);
}

/**
 * Pure: the boat page's specifications, grouped as a buyer reads them, lengths and capacities in the visitor's units
 * (speeds in knots). Overview always leads with Length, Year and Location; a group with nothing in it is left out.
 * Free text from before structured specifications shows where the structured value is missing; the admin's custom
 * specifications come last (the old site hid them; buyers ask for them).
 */
export function specificationGroups(boat: SpecBoat, units: UnitSystem): SpecGroup[] {
  // A document from the server may lack particulars (read with defaults) or hold anything: read it defensively.
  const p: Particulars = boat.particulars && typeof boat.particulars === 'object' ? boat.particulars : {};
  const num = (value: unknown, show: (n: number) => string) =>
    typeof value === 'number' && Number.isFinite(value) ? show(value) : null;
  const hours = Array.isArray(p.engineHours) && p.engineHours.every((h) => typeof h === 'number') ? p.engineHours : [];
  const each = (p.engineCount ?? 1) > 1 ? ' each' : '';
  const groups: SpecGroup[] = [
    {
      title: 'Overview',
      rows: [
        { label: 'Length', value: boatLengthLabel(boat, units) },
        { label: 'Year', value: String(boat.year) },
        { label: 'Location', value: boat.location },
        ...row(L.lyingLocation, p.lyingLocation),
        ...row(L.builder, p.builder),
        ...row(L.designer, p.designer),
        ...row(L.flag, p.flag),
        ...row(L.maxPassengers, num(p.maxPassengers, whole)),
      ],
    },
    {
      title: 'Dimensions',
      rows: [
        ...row(
          L.beamFt,
          num(p.beamFt, (n) => lengthLabel(n, units)),
        ),
        ...legacy(boat, 'beam', p.beamFt !== undefined),
        ...row(
          L.draftFt,
          num(p.draftFt, (n) => lengthLabel(n, units)),
        ),
        ...legacy(boat, 'draft', p.draftFt !== undefined),
      ],
    },
    {
      title: 'Engines',
      rows: [
        ...row('Engines', enginesLine(p)),
        ...legacy(boat, 'engines', enginesLine(p) !== null),
        ...row(
          'Horsepower',
          num(p.engineHorsepower, (n) => `${whole(n)} hp${each}`),
        ),
        ...row(L.engineHours, hours.length ? hours.map(whole).join(' / ') : null),
        ...row(L.fuelType, p.fuelType ? FUEL_TYPE_LABELS[p.fuelType] : null),
      ],
    },
    {
      title: 'Hull',
      rows: [
        ...row(L.hullMaterial, p.hullMaterial ? HULL_MATERIAL_LABELS[p.hullMaterial] : null),
        ...row(L.hullType, p.hullType ? HULL_TYPE_LABELS[p.hullType] : null),
      ],
    },
    {
      title: 'Accommodation',
      rows: [
        ...row(L.cabins, num(p.cabins, whole)),
        ...row(L.berths, num(p.berths, whole)),
        ...row(L.heads, num(p.heads, whole)),
      ],
    },
    {
      title: 'Tanks',
      rows: [
        ...row(
          L.fuelTankGal,
          num(p.fuelTankGal, (n) => capacityLabel(n, units)),
        ),
        ...legacy(boat, 'fuelCapacity', p.fuelTankGal !== undefined),
        ...row(
          L.waterTankGal,
          num(p.waterTankGal, (n) => capacityLabel(n, units)),
        ),
      ],
    },
    {
      title: 'Performance',
      rows: [
        ...row(L.cruisingSpeedKn, num(p.cruisingSpeedKn, speedLabel)),
        ...legacy(boat, 'cruisingSpeed', p.cruisingSpeedKn !== undefined),
        ...row(L.maxSpeedKn, num(p.maxSpeedKn, speedLabel)),
        ...legacy(boat, 'maxSpeed', p.maxSpeedKn !== undefined),
      ],
    },
    {
      title: 'More Specifications',
      rows: Object.entries(boat.specifications)
        .filter(([key]) => !(key in STANDARD_SPEC_LABELS))
        .flatMap(([key, value]) => row(customSpecLabel(key), typeof value === 'string' ? value : null)),
    },
  ];
  return groups.filter((g) => g.rows.length > 0);
}
