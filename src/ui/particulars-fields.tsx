import { useEffect } from 'react';
import { css } from 'styled-system/css';
import { Field, TextField, controlStyle } from '@/ui/form-field';
import { UnitSwitch } from '@/ui/unit-switch';
import { useUnits } from '@/ui/use-units';
import { CAPACITY_UNIT, LENGTH_UNIT } from '@harbour/domain/boats/boat-units';
import {
  FUEL_TYPE_LABELS,
  HULL_MATERIAL_LABELS,
  HULL_TYPE_LABELS,
  PARTICULAR_LABELS as L,
} from '@harbour/domain/boats/particular-labels';
import { PARTICULAR_TEXT_MAX } from '@harbour/domain/schemas/particulars';
import {
  convertParticularsForm,
  withEngineCount,
  type ParticularField,
  type ParticularsErrors,
  type ParticularsFormValues,
} from '@harbour/domain/forms/particulars-form';

const grid = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
});
const fieldset = css({ border: 'none', p: '0', m: '0', display: 'grid', gap: '3', minW: '0' });
const legend = css({ fontWeight: 'semibold', fontSize: 'md', color: 'navy.700', p: '0', mb: '2' });

interface Props {
  value: ParticularsFormValues;
  onChange: (next: ParticularsFormValues) => void;
  errors?: ParticularsErrors;
}

/**
 * The structured specifications, grouped as a broker reads a spec sheet, every box optional. Lengths and capacities
 * are typed in the site's units (the switch above them converts what is typed); speeds in knots.
 */
export function ParticularsFields({ value, onChange, errors = {} }: Props) {
  const [units] = useUnits();
  useEffect(() => {
    if (value.units !== units) onChange(convertParticularsForm(value, units));
  }, [units, value, onChange]);

  const text = (key: ParticularField, label: string = L[key], inputMode?: 'decimal' | 'numeric') => (
    <TextField
      label={label}
      value={value.fields[key]}
      error={errors[key]}
      inputMode={inputMode}
      maxLength={inputMode ? 12 : PARTICULAR_TEXT_MAX}
      onChange={(e) => onChange({ ...value, fields: { ...value.fields, [key]: e.target.value } })}
    />
  );
  const choice = (key: 'fuelType' | 'hullMaterial' | 'hullType', labels: Record<string, string>) => (
    <Field label={L[key]} error={errors[key]}>
      {(control) => (
        <select
          {...control}
          className={controlStyle}
          value={value.fields[key]}
          onChange={(e) => onChange({ ...value, fields: { ...value.fields, [key]: e.target.value } })}
        >
          <option value="">Not specified</option>
          {Object.entries(labels).map(([v, label]) => (
            <option key={v} value={v}>
              {label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
  const lengthUnit = LENGTH_UNIT[value.units];
  const capacityUnit = CAPACITY_UNIT[value.units];

  return (
    <div className={css({ display: 'grid', gap: '6' })} data-testid="particulars-fields">
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' })}>
        <span className={css({ fontSize: 'sm', color: 'muted' })}>Lengths and tanks in</span>
        <UnitSwitch />
      </div>
      <fieldset className={fieldset}>
        <legend className={legend}>Engines</legend>
        <div className={grid}>
          {text('engineMake')}
          {text('engineModel')}
          <TextField
            label={L.engineCount}
            value={value.fields.engineCount}
            error={errors.engineCount}
            inputMode="numeric"
            maxLength={2}
            onChange={(e) => onChange(withEngineCount(value, e.target.value))}
          />
          {text('engineHorsepower', L.engineHorsepower, 'decimal')}
          {value.engineHours.map((hours, i) => (
            <TextField
              key={i}
              label={value.engineHours.length > 1 ? `Engine ${i + 1} Hours` : L.engineHours}
              value={hours}
              error={errors[`engineHours.${i}`]}
              inputMode="decimal"
              maxLength={12}
              onChange={(e) =>
                onChange({
                  ...value,
                  engineHours: value.engineHours.map((h, j) => (j === i ? e.target.value : h)),
                })
              }
            />
          ))}
          {choice('fuelType', FUEL_TYPE_LABELS)}
        </div>
      </fieldset>
      <fieldset className={fieldset}>
        <legend className={legend}>Hull and Dimensions</legend>
        <div className={grid}>
          {choice('hullMaterial', HULL_MATERIAL_LABELS)}
          {choice('hullType', HULL_TYPE_LABELS)}
          {text('beamFt', `${L.beamFt} (${lengthUnit})`, 'decimal')}
          {text('draftFt', `${L.draftFt} (${lengthUnit})`, 'decimal')}
        </div>
      </fieldset>
      <fieldset className={fieldset}>
        <legend className={legend}>Accommodation</legend>
        <div className={grid}>
          {text('cabins', L.cabins, 'numeric')}
          {text('berths', L.berths, 'numeric')}
          {text('heads', L.heads, 'numeric')}
          {text('maxPassengers', L.maxPassengers, 'numeric')}
        </div>
      </fieldset>
      <fieldset className={fieldset}>
        <legend className={legend}>Tanks and Performance</legend>
        <div className={grid}>
          {text('fuelTankGal', `${L.fuelTankGal} (${capacityUnit})`, 'decimal')}
          {text('waterTankGal', `${L.waterTankGal} (${capacityUnit})`, 'decimal')}
          {text('cruisingSpeedKn', `${L.cruisingSpeedKn} (knots)`, 'decimal')}
          {text('maxSpeedKn', `${L.maxSpeedKn} (knots)`, 'decimal')}
        </div>
      </fieldset>
      <fieldset className={fieldset}>
        <legend className={legend}>Builder and Registry</legend>
        <div className={grid}>
          {text('builder')}
          {text('designer')}
          {text('flag')}
          {text('lyingLocation', 'Lying (marina or harbour)')}
        </div>
      </fieldset>
    </div>
  );
}
