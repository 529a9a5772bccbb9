import { css } from 'styled-system/css';
import { button } from '@/ui/button';
import { SelectField, TextAreaField, TextField } from '@/ui/form-field';
import { formFieldset, formLegend, formWide } from '@/ui/form-layout';
import { useValidatedForm } from '@/ui/use-validated-form';
import {
  BOAT_TYPE_OPTIONS,
  descriptionCounter,
  emptySellForm,
  SELL_CONDITION_OPTIONS as CONDITION_OPTIONS,
  validateSellForm,
  type SellField,
  type SellFormValues,
} from './sell-form-schema';
import { submitSellListing } from './submit-sell-listing';


export function SellForm() {
  const { values, submitting, formRef, control, onSubmit } = useValidatedForm<SellFormValues, SellField, Parameters<typeof submitSellListing>[0]>({
    empty: emptySellForm,
    validate: validateSellForm,
    save: submitSellListing,
    success: { title: 'Thank you for your submission!', description: "We'll review your boat listing and contact you within 24 hours." },
    failure: 'Your listing request could not be saved. Please try again.',
    logContext: 'sell form',
  });

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby="sell-form-title" className={css({ display: 'grid', gap: '8' })}>
      <fieldset className={formFieldset}>
        <legend className={formLegend}>Your Details</legend>
        <div className={formWide}>
          <TextField label="Full Name" autoComplete="name" placeholder="John Smith" {...control('ownerName')} />
        </div>
        <TextField label="Email" type="email" autoComplete="email" inputMode="email" placeholder="you@example.com" {...control('email')} />
        <TextField label="Phone" type="tel" autoComplete="tel" inputMode="tel" placeholder="+1 242 555 0100" {...control('phone')} />
      </fieldset>

      <fieldset className={formFieldset}>
        <legend className={formLegend}>Boat Details</legend>
        <TextField label="Make" placeholder="e.g. Boston Whaler" {...control('boatMake')} />
        <TextField label="Model" placeholder="e.g. 330 Outrage" {...control('boatModel')} />
        <TextField label="Year" inputMode="numeric" placeholder="e.g. 2019" {...control('boatYear')} />
        <TextField label="Length (feet)" inputMode="decimal" placeholder="e.g. 33" {...control('boatLength')} />
        <SelectField label="Boat Type" placeholder="Select a boat type" options={BOAT_TYPE_OPTIONS} {...control('boatType')} />
        <SelectField label="Condition" placeholder="Select a condition" options={CONDITION_OPTIONS} {...control('condition')} />
        <TextField label="Asking Price (USD)" inputMode="numeric" placeholder="e.g. 250000" {...control('askingPrice')} />
        <TextField label="Location" placeholder="e.g. Nassau, Bahamas" {...control('location')} />
        <div className={formWide}>
          <TextAreaField
            label="Description"
            rows={6}
            placeholder="Engines and hours, electronics, upgrades, maintenance history..."
            counter={descriptionCounter(values.description)}
            {...control('description')}
          />
        </div>
      </fieldset>

      <button type="submit" className={button({ variant: 'default', size: 'lg' })} disabled={submitting} aria-busy={submitting}>
        {submitting ? 'Submitting...' : 'Submit Listing Request'}
      </button>
    </form>
  );
}
