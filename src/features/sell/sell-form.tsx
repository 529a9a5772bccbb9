import { css } from 'styled-system/css';
import { button } from '@/ui/button';
import { TextField } from '@/ui/form-field';
import { formFieldset, formLegend, formWide } from '@/ui/form-layout';
import { BoatDetailsFields } from '@/ui/boat-details-fields';
import { useValidatedForm } from '@/ui/use-validated-form';
import {
  emptySellForm,
  validateSellForm,
  type SellField,
  type SellFormValues,
} from '@harbour/domain/forms/sell-form-schema';
import { submitSellListing } from './submit-sell-listing';
import { UntilHydrated } from '@/ui/until-hydrated';

export function SellForm() {
  const { values, submitting, formRef, control, onSubmit } = useValidatedForm<
    SellFormValues,
    SellField,
    Parameters<typeof submitSellListing>[0]
  >({
    empty: emptySellForm,
    validate: validateSellForm,
    save: submitSellListing,
    success: {
      title: 'Thank you for your submission!',
      description: "We'll review your boat listing and contact you within 24 hours.",
    },
    failure: 'Your listing request could not be saved. Please try again.',
    logContext: 'sell form',
  });

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="sell-form-title"
      className={css({ display: 'grid', gap: '8' })}
    >
      <UntilHydrated>
        <fieldset className={formFieldset}>
          <legend className={formLegend}>Your Details</legend>
          <div className={formWide}>
            <TextField label="Full Name" autoComplete="name" placeholder="John Smith" {...control('ownerName')} />
          </div>
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.com"
            {...control('email')}
          />
          <TextField
            label="Phone"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder="+1 242 555 0100"
            {...control('phone')}
          />
        </fieldset>

        <BoatDetailsFields
          control={control}
          description={values.description}
          descriptionPlaceholder="Engines and hours, electronics, upgrades, maintenance history..."
        />

        <button
          type="submit"
          className={button({ variant: 'default', size: 'lg' })}
          disabled={submitting}
          aria-busy={submitting}
        >
          {submitting ? 'Submitting...' : 'Submit Listing Request'}
        </button>
      </UntilHydrated>
    </form>
  );
}
