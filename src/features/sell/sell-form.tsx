import { css } from 'styled-system/css';
import { button } from '@/ui/button';
import { SelectField, TextAreaField, TextField } from '@/ui/form-field';
import { useValidatedForm } from '@/ui/use-validated-form';
import {
  BOAT_TYPE_LABELS,
  BOAT_TYPES,
  descriptionCounter,
  emptySellForm,
  SELL_CONDITION_LABELS,
  SELL_CONDITIONS,
  validateSellForm,
  type SellField,
  type SellFormValues,
} from './sell-form-schema';
import { submitSellListing } from './submit-sell-listing';

const BOAT_TYPE_OPTIONS = BOAT_TYPES.map((value) => ({ value, label: BOAT_TYPE_LABELS[value] }));
const CONDITION_OPTIONS = SELL_CONDITIONS.map((value) => ({ value, label: SELL_CONDITION_LABELS[value] }));

const fieldset = css({ border: 'none', p: 0, m: 0, display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' } });
const legend = css({ fontFamily: 'heading', fontSize: 'xl', fontWeight: 'bold', color: 'navy.900', mb: '4', gridColumn: '1 / -1' });
const wide = css({ gridColumn: '1 / -1' });

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
      <fieldset className={fieldset}>
        <legend className={legend}>Your Details</legend>
        <div className={wide}>
          <TextField label="Full Name" autoComplete="name" placeholder="John Smith" {...control('ownerName')} />
        </div>
        <TextField label="Email" type="email" autoComplete="email" inputMode="email" placeholder="you@example.com" {...control('email')} />
        <TextField label="Phone" type="tel" autoComplete="tel" inputMode="tel" placeholder="+1 242 555 0100" {...control('phone')} />
      </fieldset>

      <fieldset className={fieldset}>
        <legend className={legend}>Boat Details</legend>
        <TextField label="Make" placeholder="e.g. Boston Whaler" {...control('boatMake')} />
        <TextField label="Model" placeholder="e.g. 330 Outrage" {...control('boatModel')} />
        <TextField label="Year" inputMode="numeric" placeholder="e.g. 2019" {...control('boatYear')} />
        <TextField label="Length (feet)" inputMode="decimal" placeholder="e.g. 33" {...control('boatLength')} />
        <SelectField label="Boat Type" placeholder="Select a boat type" options={BOAT_TYPE_OPTIONS} {...control('boatType')} />
        <SelectField label="Condition" placeholder="Select a condition" options={CONDITION_OPTIONS} {...control('condition')} />
        <TextField label="Asking Price (USD)" inputMode="numeric" placeholder="e.g. 250000" {...control('askingPrice')} />
        <TextField label="Location" placeholder="e.g. Nassau, Bahamas" {...control('location')} />
        <div className={wide}>
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
