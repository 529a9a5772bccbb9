import type { FuelType, HullMaterial, HullType, ParticularKey } from '../schemas/particulars';

/** Each structured specification in words, as the forms label it and the boat page shows it. */
export const PARTICULAR_LABELS: Record<ParticularKey, string> = {
  engineMake: 'Engine Make',
  engineModel: 'Engine Model',
  engineCount: 'Number of Engines',
  engineHorsepower: 'Horsepower (each)',
  engineHours: 'Engine Hours',
  fuelType: 'Fuel',
  hullMaterial: 'Hull Material',
  hullType: 'Hull Type',
  cabins: 'Cabins',
  berths: 'Berths',
  heads: 'Heads',
  fuelTankGal: 'Fuel Capacity',
  waterTankGal: 'Water Capacity',
  beamFt: 'Beam',
  draftFt: 'Draft',
  cruisingSpeedKn: 'Cruising Speed',
  maxSpeedKn: 'Max Speed',
  maxPassengers: 'Max Passengers',
  builder: 'Builder',
  designer: 'Designer',
  flag: 'Flag',
  lyingLocation: 'Lying',
};

export const FUEL_TYPE_LABELS: Record<FuelType, string> = {
  diesel: 'Diesel',
  gasoline: 'Gasoline',
  electric: 'Electric',
  hybrid: 'Hybrid',
  other: 'Other',
};

export const HULL_MATERIAL_LABELS: Record<HullMaterial, string> = {
  fiberglass: 'Fiberglass',
  aluminum: 'Aluminum',
  steel: 'Steel',
  wood: 'Wood',
  composite: 'Composite',
  carbon: 'Carbon Fiber',
  other: 'Other',
};

export const HULL_TYPE_LABELS: Record<HullType, string> = {
  monohull: 'Monohull',
  catamaran: 'Catamaran',
  trimaran: 'Trimaran',
  deep_v: 'Deep-V',
  modified_v: 'Modified-V',
  semi_displacement: 'Semi-Displacement',
  displacement: 'Displacement',
  other: 'Other',
};
