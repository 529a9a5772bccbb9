import type { ChangeEvent } from 'react';
import {
  BOAT_TYPE_OPTIONS,
  descriptionCounter,
  SELL_CONDITION_OPTIONS,
  type SellField,
} from '@harbour/domain/forms/sell-form-schema';
import { SelectField, TextAreaField, TextField } from './form-field';
import { formFieldset, formLegend, formWide } from './form-layout';

type Control = (field: SellField) => {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
  error?: string;
  required: boolean;
};

/** The 'Boat Details' fields of the sell form, shared by the public /sell form and the owner's submit-boat form. */
export function BoatDetailsFields({
  control,
  description,
  descriptionPlaceholder,
}: {
  control: Control;
  description: string;
  descriptionPlaceholder?: string;
}) {
  return (
    <fieldset className={formFieldset}>
      <legend className={formLegend}>Boat Details</legend>
      <TextField label="Make" placeholder="e.g. Boston Whaler" {...control('boatMake')} />
      <TextField label="Model" placeholder="e.g. 330 Outrage" {...control('boatModel')} />
      <TextField label="Year" inputMode="numeric" placeholder="e.g. 2019" {...control('boatYear')} />
      <TextField label="Length (feet)" inputMode="decimal" placeholder="e.g. 33" {...control('boatLength')} />
      <SelectField
        label="Boat Type"
        placeholder="Select a boat type"
        options={BOAT_TYPE_OPTIONS}
        {...control('boatType')}
      />
      <SelectField
        label="Condition"
        placeholder="Select a condition"
        options={SELL_CONDITION_OPTIONS}
        {...control('condition')}
      />
      <TextField label="Asking Price (USD)" inputMode="numeric" placeholder="e.g. 250000" {...control('askingPrice')} />
      <TextField label="Location" placeholder="e.g. Nassau, Bahamas" {...control('location')} />
      <div className={formWide}>
        <TextAreaField
          label="Description"
          rows={6}
          placeholder={descriptionPlaceholder}
          counter={descriptionCounter(description)}
          {...control('description')}
        />
      </div>
    </fieldset>
  );
}
