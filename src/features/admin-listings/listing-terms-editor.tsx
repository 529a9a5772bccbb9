import { css } from 'styled-system/css';
import { SOLD_SHOWN_DAYS } from '@harbour/domain/boats/listing-visibility';
import { TextAreaField, TextField } from '@/ui/form-field';
import { CheckboxField } from '@/ui/checkbox-field';
import type { ListingEditValues, ListingFormErrors } from './model/listing-form';
import { card, sectionTitle } from './styles';

type Terms = Pick<ListingEditValues, 'price' | 'priceOnRequest' | 'location' | 'description'>;

/** The listing's price, location and description, editable after it is listed (a price change is recorded). */
export function ListingTermsEditor({
  values,
  errors,
  onChange,
}: {
  values: Terms;
  errors: ListingFormErrors;
  onChange: (next: Partial<Terms>) => void;
}) {
  return (
    <section className={card} aria-labelledby="terms-heading">
      <h2 id="terms-heading" className={sectionTitle}>
        Price and Description
      </h2>
      <div className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })}>
        <TextField
          label="Price ($)"
          required
          inputMode="decimal"
          value={values.price}
          error={errors.price}
          hint="Every change is kept in the listing's price history; a reduction shows as Price Reduced for 30 days."
          onChange={(e) => onChange({ price: e.target.value })}
        />
        <TextField
          label="Location"
          required
          maxLength={200}
          value={values.location}
          error={errors.location}
          onChange={(e) => onChange({ location: e.target.value })}
        />
      </div>
      <CheckboxField
        label="Price on Request"
        hint="The price stays here and in reports; the site, its search results and the feeds say Price on Request."
        checked={values.priceOnRequest}
        onChange={(e) => onChange({ priceOnRequest: e.target.checked })}
      />
      <TextAreaField
        label="Description"
        required
        rows={8}
        maxLength={5000}
        counter={`${values.description.length}/5000`}
        value={values.description}
        error={errors.description}
        onChange={(e) => onChange({ description: e.target.value })}
      />
    </section>
  );
}

/** For a sold boat: whether the site keeps it, greyed and marked Sold, for 30 days. */
export function ShowAsSoldToggle({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <CheckboxField
      label={`Show as Sold for ${SOLD_SHOWN_DAYS} days`}
      hint="Keeps a greyed Sold card and page on the site (not in searches unless the visitor asks); then it goes."
      checked={checked}
      onChange={(e) => onChange(e.target.checked)}
    />
  );
}
