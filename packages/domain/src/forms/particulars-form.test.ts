import { describe, expect, it } from 'vitest';
import {
  convertParticularsForm,
  emptyParticularsForm,
  engineBoxes,
  parseParticularsForm,
  particularsFormOf,
  withEngineCount,
  type ParticularsFormValues,
} from './particulars-form';
import { particularsRefusal } from '../schemas/particulars';
import type { UnitSystem } from '../boats/boat-units';

function form(
  fields: Partial<ParticularsFormValues['fields']>,
  engineHours: string[] = [''],
  units: UnitSystem = 'imperial',
) {
  const empty = emptyParticularsForm(units);
  return { ...empty, fields: { ...empty.fields, ...fields }, engineHours };
}

describe('the particulars form', () => {
  it('stores nothing for an empty form', () => {
    expect(parseParticularsForm(emptyParticularsForm('imperial'))).toEqual({ ok: true, value: {} });
  });

  it('stores what is typed: numbers as numbers, lengths in feet and tanks in gallons whatever the form shows', () => {
    const parsed = parseParticularsForm(
      form(
        {
          engineMake: ' Volvo Penta ',
          engineCount: '2',
          engineHorsepower: '725',
          fuelType: 'diesel',
          hullType: 'modified_v',
          cabins: '3',
          beamFt: '4.72',
          fuelTankGal: '2,100',
          maxSpeedKn: '31.5',
          flag: 'Bahamas',
        },
        ['712', '702.5'],
        'metric',
      ),
    );
    expect(parsed).toEqual({
      ok: true,
      value: {
        engineMake: 'Volvo Penta',
        engineCount: 2,
        engineHorsepower: 725,
        fuelType: 'diesel',
        hullType: 'modified_v',
        cabins: 3,
        beamFt: 15.486,
        fuelTankGal: 554.76,
        maxSpeedKn: 31.5,
        flag: 'Bahamas',
        engineHours: [712, 702.5],
      },
    });
    if (parsed.ok) expect(particularsRefusal(parsed.value)).toBeNull();
  });

  it('names the field of each mistake and writes nothing', () => {
    const parsed = parseParticularsForm(
      form({ cabins: '2.5', beamFt: 'wide', maxSpeedKn: '400', fuelType: 'rocket', builder: 'B'.repeat(101) }, [
        '',
        '300',
      ]),
    );
    expect(parsed).toEqual({
      ok: false,
      firstError: 'Please choose a fuel from the list',
      errors: {
        fuelType: 'Please choose a fuel from the list',
        cabins: 'Cabins must be a whole number',
        beamFt: 'Beam must be a number',
        maxSpeedKn: 'Max Speed is more than any boat has',
        builder: 'Builder must be at most 100 characters',
        'engineHours.0': 'Engine 1 hours are missing',
      },
    });
  });

  it('refuses more engine hours than engines', () => {
    const parsed = parseParticularsForm(form({ engineCount: '1' }, ['10', '12']));
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.errors.engineCount).toBe('There are more engine hours than engines');
  });

  it('shows one hours box per engine, kept when the count changes', () => {
    expect(engineBoxes('')).toBe(1);
    expect(engineBoxes('3')).toBe(3);
    expect(engineBoxes('9')).toBe(6);
    expect(engineBoxes('two')).toBe(1);
    const two = withEngineCount(form({}, ['410']), '2');
    expect(two.engineHours).toEqual(['410', '']);
    expect(withEngineCount(two, '1').engineHours).toEqual(['410']);
  });

  it('opens a stored boat in the chosen units and converts typed values when the switch is pressed', () => {
    const shown = particularsFormOf(
      { beamFt: 15.5, fuelTankGal: 500, engineCount: 2, engineHours: [100, 98] },
      'metric',
    );
    expect(shown.fields.beamFt).toBe('4.72');
    expect(shown.fields.fuelTankGal).toBe('1892.7');
    expect(shown.engineHours).toEqual(['100', '98']);
    const back = convertParticularsForm({ ...shown, fields: { ...shown.fields, draftFt: 'deep' } }, 'imperial');
    expect(back.fields.beamFt).toBe('15.5'); // untouched: the stored value, not 4.72 m converted back
    expect(back.fields.fuelTankGal).toBe('500');
    expect(back.fields.draftFt).toBe('deep');
    expect(back.units).toBe('imperial');
    // Saved untouched in metric, the stored values come back exactly; a typed one is converted.
    const saved = parseParticularsForm({ ...shown, fields: { ...shown.fields, fuelTankGal: '2000' } });
    expect(saved.ok && saved.value).toMatchObject({ beamFt: 15.5, fuelTankGal: 528.34 });
  });
});
