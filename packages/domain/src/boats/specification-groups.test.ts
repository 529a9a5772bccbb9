import { describe, expect, it } from 'vitest';
import { specificationGroups } from './specification-groups';
import { makeBoat } from './test-boats';

const titles = (groups: ReturnType<typeof specificationGroups>) => groups.map((g) => g.title);
const group = (groups: ReturnType<typeof specificationGroups>, title: string) =>
  groups.find((g) => g.title === title)?.rows;

describe('specificationGroups', () => {
  it('always leads with length, year and location', () => {
    const groups = specificationGroups(
      makeBoat({ length: 31.5, year: 2021, location: 'Nassau, Bahamas', specifications: {} }),
      'imperial',
    );
    expect(groups).toEqual([
      {
        title: 'Overview',
        rows: [
          { label: 'Length', value: '31.5 ft' },
          { label: 'Year', value: '2021' },
          { label: 'Location', value: 'Nassau, Bahamas' },
        ],
      },
    ]);
  });

  it('shows every structured specification in its group, lengths and capacities in the chosen units', () => {
    const boat = makeBoat({
      length: 59,
      particulars: {
        engineMake: 'Caterpillar',
        engineModel: 'C32A',
        engineCount: 2,
        engineHorsepower: 1925,
        engineHours: [1942, 1932],
        fuelType: 'diesel',
        hullMaterial: 'fiberglass',
        hullType: 'modified_v',
        cabins: 4,
        berths: 8,
        heads: 3,
        fuelTankGal: 1700,
        waterTankGal: 230,
        beamFt: 18,
        draftFt: 5.5,
        cruisingSpeedKn: 35,
        maxSpeedKn: 42,
        maxPassengers: 12,
        builder: 'Hatteras Yachts',
        designer: 'Hatteras Design Team',
        flag: 'Bahamas',
        lyingLocation: 'Nassau Harbour Club',
      },
    });
    const imperial = specificationGroups(boat, 'imperial');
    expect(titles(imperial)).toEqual([
      'Overview',
      'Dimensions',
      'Engines',
      'Hull',
      'Accommodation',
      'Tanks',
      'Performance',
    ]);
    expect(group(imperial, 'Overview')!.slice(3)).toEqual([
      { label: 'Lying', value: 'Nassau Harbour Club' },
      { label: 'Builder', value: 'Hatteras Yachts' },
      { label: 'Designer', value: 'Hatteras Design Team' },
      { label: 'Flag', value: 'Bahamas' },
      { label: 'Max Passengers', value: '12' },
    ]);
    expect(group(imperial, 'Engines')).toEqual([
      { label: 'Engines', value: '2 × Caterpillar C32A' },
      { label: 'Horsepower', value: '1,925 hp each' },
      { label: 'Engine Hours', value: '1,942 / 1,932' },
      { label: 'Fuel', value: 'Diesel' },
    ]);
    expect(group(imperial, 'Hull')).toEqual([
      { label: 'Hull Material', value: 'Fiberglass' },
      { label: 'Hull Type', value: 'Modified-V' },
    ]);
    expect(group(imperial, 'Accommodation')!.map((r) => r.value)).toEqual(['4', '8', '3']);
    expect(group(imperial, 'Dimensions')).toEqual([
      { label: 'Beam', value: '18 ft' },
      { label: 'Draft', value: '5.5 ft' },
    ]);
    expect(group(imperial, 'Tanks')!.map((r) => r.value)).toEqual(['1,700 gal', '230 gal']);
    expect(group(imperial, 'Performance')!.map((r) => r.value)).toEqual(['35 knots', '42 knots']);

    const metric = specificationGroups(boat, 'metric');
    expect(group(metric, 'Overview')![0]).toEqual({ label: 'Length', value: '18 m' });
    expect(group(metric, 'Dimensions')!.map((r) => r.value)).toEqual(['5.5 m', '1.7 m']);
    expect(group(metric, 'Tanks')!.map((r) => r.value)).toEqual(['6,435 L', '871 L']);
    expect(group(metric, 'Performance')!.map((r) => r.value)).toEqual(['35 knots', '42 knots']);
  });

  it('shows old free text where the structured value is missing, and custom specifications last, in words', () => {
    const groups = specificationGroups(
      makeBoat({
        particulars: { beamFt: 9.5 },
        specifications: {
          beam: '9 ft 6 in',
          engines: 'Twin outboards',
          draft: '  ',
          HullColor: 'White',
          x: ' ',
        },
      }),
      'imperial',
    );
    expect(titles(groups)).toEqual(['Overview', 'Dimensions', 'Engines', 'More Specifications']);
    expect(group(groups, 'Dimensions')).toEqual([{ label: 'Beam', value: '9.5 ft' }]);
    expect(group(groups, 'Engines')).toEqual([{ label: 'Engines', value: 'Twin outboards' }]);
    expect(group(groups, 'More Specifications')).toEqual([{ label: 'Hull Color', value: 'White' }]);
  });

  it('reads a damaged document without crashing: no particulars, numbers that are text', () => {
    const damaged = makeBoat({ particulars: { cabins: '3', engineHours: ['x'] } as never });
    expect(titles(specificationGroups(damaged, 'imperial'))).toEqual(['Overview']);
    const none = makeBoat({ particulars: undefined as never });
    expect(titles(specificationGroups(none, 'metric'))).toEqual(['Overview']);
  });
});
