import { describe, expect, it } from 'vitest';
import { enginesFromText, feetFromText, gallonsFromText, knotsFromText, particularsFromLegacy } from './legacy-specs';
import { particularsRefusal } from '../schemas/particulars';

describe('reading the old free-text specifications', () => {
  it('reads feet and inches, feet, and metres', () => {
    expect(feetFromText('8\' 6"')).toBe(8.5);
    expect(feetFromText('10 ft 2 in')).toBe(10.167);
    expect(feetFromText("11'")).toBe(11);
    expect(feetFromText('3.2 m')).toBe(10.499);
    for (const text of ['about 11 ft', '11', '10\' 14"', '']) expect(feetFromText(text)).toBeNull();
  });

  it('reads gallons and litres, and knots', () => {
    expect(gallonsFromText('2,300 gal')).toBe(2300);
    expect(gallonsFromText('1000 L')).toBe(264.17);
    expect(gallonsFromText('lots')).toBeNull();
    expect(knotsFromText('30 knots')).toBe(30);
    expect(knotsFromText('28.5 kts')).toBe(28.5);
    expect(knotsFromText('61 kn')).toBe(61);
    expect(knotsFromText('fast')).toBeNull();
  });

  it('reads engines whose maker it knows: count, make, model, horsepower and fuel', () => {
    expect(enginesFromText('Twin Volvo Penta D6-400 diesel')).toEqual({
      engineMake: 'Volvo Penta',
      engineModel: 'D6-400',
      engineCount: 2,
      fuelType: 'diesel',
    });
    expect(enginesFromText('Single Yamaha F300')).toEqual({
      engineMake: 'Yamaha',
      engineModel: 'F300',
      engineCount: 1,
    });
    expect(enginesFromText('Twin Yanmar 57 hp')).toEqual({
      engineMake: 'Yanmar',
      engineCount: 2,
      engineHorsepower: 57,
    });
    expect(enginesFromText('Triple Mercury 400 Verado')).toEqual({
      engineMake: 'Mercury',
      engineModel: '400 Verado',
      engineCount: 3,
    });
    expect(enginesFromText('Twin Caterpillar C32A (1,925 hp)')).toEqual({
      engineMake: 'Caterpillar',
      engineModel: 'C32A',
      engineCount: 2,
      engineHorsepower: 1925,
    });
    expect(enginesFromText('Twin MerCruiser 8.2L Zeus')).toMatchObject({
      engineMake: 'MerCruiser',
      engineModel: '8.2L Zeus',
    });
    expect(enginesFromText('Twin Acme 300')).toBeNull();
    expect(enginesFromText('9 x Yamaha F300')).toBeNull();
  });

  it('takes out what it reads, keeps the rest as text, and lets given particulars win', () => {
    const { particulars, specifications } = particularsFromLegacy(
      { beam: '10\' 6"', maxSpeed: 'about 40', engines: 'Twin Yamaha F350', generator: 'Onan 9 kW' },
      { engineHours: [120, 118] },
    );
    expect(particulars).toEqual({
      beamFt: 10.5,
      engineMake: 'Yamaha',
      engineModel: 'F350',
      engineCount: 2,
      engineHours: [120, 118],
    });
    expect(specifications).toEqual({ maxSpeed: 'about 40', generator: 'Onan 9 kW' });
    expect(particularsRefusal(particulars)).toBeNull();
  });
});
