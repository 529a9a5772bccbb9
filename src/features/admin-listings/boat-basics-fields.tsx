import { LISTING_BOAT_TYPES } from '@harbour/domain/boats/boat-types';
import { SelectField, TextField } from '@/ui/form-field';
import { MIN_YEAR, type ListingFormErrors, type ListingFormValues } from './model/listing-form';

export type BoatBasics = Pick<ListingFormValues, 'make' | 'model' | 'year' | 'length' | 'type' | 'condition'>;

/**
 * What the boat is: make, model, year, length, type, condition. The same fields when a listing is created and when it
 * is edited; the caller lays them out (they sit in a two-column grid).
 */
export function BoatBasicsFields({
  values,
  errors,
  onChange,
  currentYear,
}: {
  values: BoatBasics;
  errors: ListingFormErrors;
  onChange: (next: Partial<BoatBasics>) => void;
  currentYear: number;
}) {
  const text = (key: 'make' | 'model' | 'year' | 'length' | 'type') => ({
    value: values[key],
    error: errors[key],
    onChange: (e: { target: { value: string } }) => onChange({ [key]: e.target.value }),
  });
  // A type from before today's list stays choosable, so opening the editor never changes it.
  const types =
    LISTING_BOAT_TYPES.includes(values.type) || !values.type
      ? LISTING_BOAT_TYPES
      : [values.type, ...LISTING_BOAT_TYPES];
  return (
    <>
      <TextField label="Make" required maxLength={100} {...text('make')} />
      <TextField label="Model" required maxLength={100} {...text('model')} />
      <TextField
        label="Year"
        required
        type="number"
        inputMode="numeric"
        min={MIN_YEAR}
        max={currentYear + 1}
        step={1}
        {...text('year')}
      />
      <TextField
        label="Length (ft)"
        required
        type="number"
        inputMode="decimal"
        min={0}
        step={0.1}
        {...text('length')}
      />
      <SelectField
        label="Type"
        required
        placeholder="Select type"
        options={types.map((t) => ({ value: t, label: t }))}
        {...text('type')}
      />
      <SelectField
        label="Condition"
        placeholder="Select condition"
        options={[
          { value: 'new', label: 'New' },
          { value: 'used', label: 'Used' },
        ]}
        value={values.condition}
        error={errors.condition}
        onChange={(e) => onChange({ condition: e.target.value as BoatBasics['condition'] })}
      />
    </>
  );
}
