import { useEffect, useRef, useState, type DragEvent, type FormEvent } from 'react';
import type { Particulars } from '@harbour/domain/schemas/particulars';
import {
  parseParticularsForm,
  particularsFormOf,
  type ParticularsErrors,
  type ParticularsFormValues,
} from '@harbour/domain/forms/particulars-form';
import { ParticularsFields } from '@/ui/particulars-fields';
import { useUnits } from '@/ui/use-units';
import { css, cx } from 'styled-system/css';
import { usePhotoSrc } from '@/data/portal/use-photos';
import type { Caller } from '@/data/caller';
import { type SellField, type SellFormValues } from '@harbour/domain/forms/sell-form-schema';
import { logError } from '@/lib/log';
import { userMessageForWriteError } from '@/lib/storage-errors';
import { button } from '@/ui/button';
import { TextField } from '@/ui/form-field';
import { formFieldset, formLegend, formWide } from '@/ui/form-layout';
import { BoatDetailsFields } from '@/ui/boat-details-fields';
import { notify } from '@/ui/toaster';
import type { SaveResult } from './submission-actions';
import {
  MAX_PHOTOS,
  photoCounter,
  pickPhotos,
  validateSubmissionForm,
  type PhotoDraft,
  type SubmissionFormErrors,
} from './submission-form';

interface Props {
  initialValues: SellFormValues;
  initialPhotos?: PhotoDraft[];
  /** The structured specifications the submission already has (none for a new one). */
  initialParticulars?: Particulars;
  /** Whose upload queue holds this form's photos that are still on the device (none for a new submission). */
  caller?: Caller | null;
  submitLabel: string;
  /** Validates and writes; on success the page moves on. */
  save: (values: SellFormValues, photos: PhotoDraft[], particulars: ParticularsFormValues) => Promise<SaveResult>;
  onSaved: () => void;
}

/** The submit-boat form: the sell form's fields and rules, plus up to 10 photos (picker or drag and drop). */
export function SubmissionFormView({
  initialValues,
  initialPhotos = [],
  initialParticulars = {},
  caller = null,
  submitLabel,
  save,
  onSaved,
}: Props) {
  const [values, setValues] = useState<SellFormValues>(initialValues);
  const [photos, setPhotos] = useState<PhotoDraft[]>(initialPhotos);
  const [units] = useUnits();
  const [particulars, setParticulars] = useState(() => particularsFormOf(initialParticulars, units));
  const [particularErrors, setParticularErrors] = useState<ParticularsErrors>({});
  const [errors, setErrors] = useState<SubmissionFormErrors>({});
  const [photoNotes, setPhotoNotes] = useState<string[]>([]);
  const [attempted, setAttempted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [dragging, setDragging] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const revalidate = (nextValues: SellFormValues, nextPhotos: PhotoDraft[]) => {
    if (!attempted) return;
    const result = validateSubmissionForm(nextValues, nextPhotos);
    setErrors(result.ok ? {} : result.errors);
  };

  const set = (field: SellField) => (event: { target: { value: string } }) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    revalidate(next, photos);
  };
  const control = (field: SellField) => ({
    name: field,
    value: values[field],
    onChange: set(field),
    error: errors[field],
    required: true,
  });

  function addFiles(files: FileList | File[] | null) {
    if (!files) return;
    const { accepted, refused } = pickPhotos(photos.length, Array.from(files));
    const next = [
      ...photos,
      ...accepted.map((file): PhotoDraft => ({
        id: crypto.randomUUID(),
        kind: 'new',
        file,
        name: file.name,
        type: file.type,
      })),
    ];
    setPhotos(next);
    setPhotoNotes(refused);
    revalidate(values, next);
  }

  function removePhoto(id: string) {
    const next = photos.filter((p) => p.id !== id);
    setPhotos(next);
    setPhotoNotes([]);
    revalidate(values, next);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    addFiles(event.dataTransfer.files);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const checked = validateSubmissionForm(values, photos);
    const specs = parseParticularsForm(particulars);
    setParticularErrors(specs.ok ? {} : specs.errors);
    if (!checked.ok || !specs.ok) {
      setAttempted(true);
      setErrors(checked.ok ? {} : checked.errors);
      notify('Validation Error', 'Please check all required fields and try again.', 'error');
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setSubmitting(true);
    let result: SaveResult;
    try {
      result = await save(values, photos, particulars);
    } catch (error) {
      logError('submit boat', error);
      notify(
        'Error',
        userMessageForWriteError(error) ?? 'Your submission could not be saved on this device. Please try again.',
        'error',
      );
      setSubmitting(false);
      return;
    }
    setSubmitting(false);
    if (!result.ok) {
      setAttempted(true);
      setErrors(result.errors);
      setParticularErrors(result.particularErrors ?? {});
      notify('Error', result.message, 'error');
      return;
    }
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      notify('Saved on this device', 'You are offline. Your submission will be sent when you are back online.', 'info');
    } else {
      notify('Thank you for your submission!', "We'll review your boat listing and contact you within 24 hours.");
    }
    onSaved();
  }

  const full = photos.length >= MAX_PHOTOS;

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-label="Boat submission"
      className={css({ display: 'grid', gap: '8' })}
    >
      <fieldset className={formFieldset}>
        <legend className={formLegend}>Your Details</legend>
        <div className={formWide}>
          <TextField label="Full Name" autoComplete="name" {...control('ownerName')} />
        </div>
        <TextField label="Email" type="email" autoComplete="email" inputMode="email" {...control('email')} />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="+1 242 555 0100"
          {...control('phone')}
        />
      </fieldset>

      <BoatDetailsFields control={control} description={values.description} />

      <fieldset className={css({ border: 'none', p: 0, m: 0, display: 'grid', gap: '3', minW: 0 })}>
        <legend className={formLegend}>Specifications (optional)</legend>
        <p className={css({ color: 'muted', fontSize: 'sm', m: 0 })}>
          Buyers ask first about engine hours, cabins and tanks. Fill in what you know; we check it with you.
        </p>
        <ParticularsFields value={particulars} errors={particularErrors} onChange={setParticulars} />
      </fieldset>

      <fieldset className={css({ border: 'none', p: 0, m: 0, display: 'grid', gap: '3' })}>
        <legend className={formLegend}>Photos</legend>
        <div
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          data-testid="photo-drop-zone"
          className={cx(
            css({
              borderWidth: '2px',
              borderStyle: 'dashed',
              borderColor: 'gray.300',
              rounded: 'lg',
              p: '6',
              display: 'grid',
              gap: '2',
              justifyItems: 'center',
              textAlign: 'center',
            }),
            dragging ? css({ borderColor: 'sea.500', bg: 'navy.50' }) : undefined,
          )}
        >
          <p className={css({ color: 'muted' })}>Drag photos here, or</p>
          <label className={button({ variant: 'outline', size: 'sm' })} aria-disabled={full}>
            Add Photos
            <input
              ref={inputRef}
              type="file"
              accept="image/*"
              multiple
              disabled={full}
              className={css({ srOnly: true })}
              onChange={(e) => {
                addFiles(e.target.files);
                e.target.value = '';
              }}
            />
          </label>
          <p className={css({ fontSize: 'sm', color: 'muted' })} aria-live="polite" data-testid="photo-counter">
            {photoCounter(photos.length)}
          </p>
        </div>
        {photoNotes.length || errors.photos ? (
          <div role="alert" className={css({ fontSize: 'sm', color: 'red.700', display: 'grid', gap: '1' })}>
            {[...new Set([...(errors.photos ? [errors.photos] : []), ...photoNotes])].map((note) => (
              <p key={note}>{note}</p>
            ))}
          </div>
        ) : null}
        {photos.length ? (
          <ul
            aria-label="Chosen photos"
            className={css({
              listStyle: 'none',
              p: 0,
              display: 'grid',
              gap: '3',
              gridTemplateColumns: { base: 'repeat(3, 1fr)', md: 'repeat(5, 1fr)' },
            })}
          >
            {photos.map((photo, i) => (
              <li key={photo.id} className={css({ position: 'relative' })}>
                <PhotoThumb photo={photo} alt={`Photo ${i + 1}`} caller={caller} />
                <button
                  type="button"
                  onClick={() => removePhoto(photo.id)}
                  aria-label={`Remove photo ${i + 1}`}
                  className={cx(
                    button({ variant: 'destructive', size: 'sm' }),
                    css({ position: 'absolute', top: '1', right: '1', h: '7', px: '2' }),
                  )}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </fieldset>

      <button
        type="submit"
        className={button({ variant: 'default', size: 'lg' })}
        disabled={submitting}
        aria-busy={submitting}
      >
        {submitting ? 'Submitting...' : submitLabel}
      </button>
    </form>
  );
}

const thumb = css({
  w: 'full',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  rounded: 'md',
  bg: 'gray.100',
  display: 'block',
});

function PhotoThumb({ photo, alt, caller }: { photo: PhotoDraft; alt: string; caller: Caller | null }) {
  const stored = usePhotoSrc(photo.kind === 'stored' ? photo.url : null, caller);
  const [local, setLocal] = useState<string | undefined>();
  useEffect(() => {
    if (photo.kind !== 'new') return;
    const url = URL.createObjectURL(photo.file);
    setLocal(url);
    return () => URL.revokeObjectURL(url);
  }, [photo]);
  const src = photo.kind === 'new' ? local : stored;
  return src ? (
    <img src={src} alt={alt} className={thumb} width={160} height={120} />
  ) : (
    <div className={thumb} role="img" aria-label={alt} />
  );
}
