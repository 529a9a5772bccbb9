import { BOAT_STATUS_LABELS } from '@harbour/domain/boats/boat-status';
import { useCallback, useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { BOAT_STATUSES } from '@harbour/domain/schemas/boat';
import { logError } from '@/lib/log';
import { userMessageForWriteError } from '@/lib/storage-errors';
import { button } from '@/ui/button';
import { SelectField, TextAreaField, TextField } from '@/ui/form-field';
import { CheckboxField } from '@/ui/checkbox-field';
import { PageMeta } from '@/ui/page-meta';
import { useUnits } from '@/ui/use-units';
import { notify } from '@/ui/toaster';
import { createListing } from './api/listings';
import { ImageManager } from './image-manager';
import { FeaturesEditor, SpecificationsEditor, WalkthroughVideoEditor } from './listing-sections';
import type { EditorImage } from './model/image-list';
import { BoatBasicsFields } from './boat-basics-fields';
import { emptyListingForm, type ListingFormErrors, type ListingFormValues } from './model/listing-form';
import { card, grid2, page, sectionTitle } from './styles';
import { useAdminCaller } from '@/data/session/use-caller';

/** /admin/listings/new: every field of the listing, photos, commission and status. */
export function ListingCreatePage() {
  const caller = useAdminCaller();
  const navigate = useNavigate();
  const [units] = useUnits();
  const [values, setValues] = useState<ListingFormValues>(() => emptyListingForm(units));
  const [images, setImages] = useState<EditorImage[]>([]);
  const [errors, setErrors] = useState<ListingFormErrors>({});
  const [saving, setSaving] = useState(false);
  const maxYear = new Date().getFullYear() + 1;

  const set = <K extends keyof ListingFormValues>(key: K, value: ListingFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };
  // Stable: the specifications' unit conversion runs in an effect that depends on it.
  const onSpecsChange = useCallback(
    (next: Pick<ListingFormValues, 'particulars' | 'customSpecs'>) => setValues((v) => ({ ...v, ...next })),
    [],
  );
  const text = (key: 'location' | 'price' | 'description' | 'commissionRate') => ({
    value: values[key],
    error: errors[key],
    onChange: (e: { target: { value: string } }) => set(key, e.target.value),
  });

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!caller || saving) return;
    setSaving(true);
    try {
      const result = await createListing(caller, values, images);
      if (!result.ok) {
        setErrors(result.errors);
        if (result.errors.imageCount) notify('Error', result.errors.imageCount, 'error');
        const first = document.querySelector<HTMLElement>('[aria-invalid=true]');
        first?.focus();
        return;
      }
      notify('Listing created successfully');
      await navigate({ to: '/admin/dashboard' });
    } catch (error) {
      logError('create listing', error);
      notify('Error', userMessageForWriteError(error) ?? 'Failed to create listing', 'error');
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className={page}>
      <PageMeta title="Create Listing" description="Add a boat listing." path="/admin/listings/new" />
      <div>
        <Link to="/admin/dashboard" className={button({ variant: 'ghost', size: 'sm' })}>
          ← Back to Dashboard
        </Link>
      </div>
      <h1 className={css({ fontFamily: 'heading', fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold', m: 0 })}>
        Create Listing
      </h1>
      <form
        noValidate
        onSubmit={(e) => void submit(e)}
        aria-label="Create Listing"
        className={css({ display: 'grid', gap: '6' })}
      >
        <section className={card} aria-labelledby="basic-heading">
          <h2 id="basic-heading" className={sectionTitle}>
            Basic Information
          </h2>
          <div className={grid2}>
            <BoatBasicsFields
              values={values}
              errors={errors}
              currentYear={maxYear - 1}
              onChange={(next) => {
                setValues((v) => ({ ...v, ...next }));
                setErrors((e) => ({ ...e, ...Object.fromEntries(Object.keys(next).map((k) => [k, undefined])) }));
              }}
            />
            <TextField label="Location" required maxLength={200} {...text('location')} />
            <TextField
              label="Price ($)"
              required
              type="number"
              inputMode="decimal"
              min={0}
              step={1}
              {...text('price')}
            />
          </div>
          <CheckboxField
            label="Price on Request"
            hint="The price stays here and in reports; the site, its search results and the feeds say Price on Request."
            checked={values.priceOnRequest}
            onChange={(e) => set('priceOnRequest', e.target.checked)}
          />
        </section>

        <section className={card} aria-labelledby="description-heading">
          <h2 id="description-heading" className={sectionTitle}>
            Description
          </h2>
          <TextAreaField
            label="Description"
            required
            maxLength={5000}
            counter={`${values.description.length}/5000`}
            {...text('description')}
          />
        </section>

        <FeaturesEditor
          features={values.features}
          error={errors.features}
          onChange={(features) => set('features', features)}
        />
        <SpecificationsEditor
          particulars={values.particulars}
          customSpecs={values.customSpecs}
          errors={errors}
          onChange={onSpecsChange}
        />

        {caller ? (
          <ImageManager
            images={images}
            onChange={(next) => {
              setImages(next);
              if (errors.imageCount) setErrors((e) => ({ ...e, imageCount: undefined }));
            }}
            caller={caller}
            error={errors.imageCount}
          />
        ) : null}
        <WalkthroughVideoEditor
          value={values.videoUrl}
          error={errors.videoUrl}
          onChange={(videoUrl) => set('videoUrl', videoUrl)}
        />

        <section className={card} aria-labelledby="terms-heading">
          <h2 id="terms-heading" className={sectionTitle}>
            Commission and Status
          </h2>
          <div className={grid2}>
            <TextField
              label="Commission Rate (%)"
              type="number"
              inputMode="decimal"
              min={0}
              max={100}
              step={0.01}
              hint="Admin only: never shown to the public. Leave empty for none."
              {...text('commissionRate')}
            />
            <SelectField
              label="Status"
              placeholder="Select status"
              options={BOAT_STATUSES.map((s) => ({ value: s, label: BOAT_STATUS_LABELS[s] }))}
              value={values.status}
              error={errors.status}
              onChange={(e) => set('status', e.target.value as ListingFormValues['status'])}
            />
          </div>
        </section>

        <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', justifyContent: 'flex-end' })}>
          <button
            type="button"
            className={button({ variant: 'outline' })}
            onClick={() => void navigate({ to: '/admin/dashboard' })}
          >
            Cancel
          </button>
          <button type="submit" className={button({ variant: 'hero' })} disabled={!caller || saving} aria-busy={saving}>
            {saving ? 'Creating…' : 'Create Listing'}
          </button>
        </div>
      </form>
    </section>
  );
}
