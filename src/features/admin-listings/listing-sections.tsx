import { useId } from 'react';
import { css, cx } from 'styled-system/css';
import { button } from '@/ui/button';
import { controlStyle, TextField } from '@/ui/form-field';
import { ParticularsFields } from '@/ui/particulars-fields';
import type { ParticularsErrors, ParticularsFormValues } from '@harbour/domain/forms/particulars-form';
import { customSpecKey, removeFeatureRow, type CustomSpecRow } from './model/listing-form';
import { card, errorText, sectionTitle } from './styles';

interface FeaturesProps {
  features: string[];
  error?: string;
  onChange: (features: string[]) => void;
}

const invalidSection = css({ '&[data-invalid=true]': { borderColor: 'red.600', borderWidth: '2px' } });

/**
 * Key Features: a dynamic list; the last remaining row cannot be removed; blank rows are dropped on save. Its error
 * sits under the heading, above the rows, and every row points at it (the page moves focus to a row after a refused
 * save, so the message is read and seen right there).
 */
export function FeaturesEditor({ features, error, onChange }: FeaturesProps) {
  const errorId = useId();
  return (
    <section
      className={cx(card, invalidSection)}
      aria-labelledby="features-heading"
      data-editor-section="features"
      data-invalid={Boolean(error)}
    >
      <h2 id="features-heading" className={sectionTitle}>
        Key Features
      </h2>
      {error ? (
        <p id={errorId} className={errorText} role="alert">
          {error}
        </p>
      ) : null}
      <ul className={css({ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: '2' })}>
        {features.map((feature, index) => (
          <li key={index} className={css({ display: 'flex', gap: '2' })}>
            <input
              className={controlStyle}
              value={feature}
              aria-label={`Feature ${index + 1}`}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? errorId : undefined}
              placeholder="e.g. Twin Yamaha 425 XTO outboards"
              maxLength={200}
              onChange={(e) => onChange(features.map((f, i) => (i === index ? e.target.value : f)))}
            />
            <button
              type="button"
              className={button({ variant: 'ghost', size: 'sm' })}
              aria-label={`Remove feature ${index + 1}`}
              disabled={features.length <= 1}
              onClick={() => onChange(removeFeatureRow(features, index))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <div>
        <button
          type="button"
          className={button({ variant: 'outline', size: 'sm' })}
          onClick={() => onChange([...features, ''])}
        >
          Add Feature
        </button>
      </div>
    </section>
  );
}

interface SpecsProps {
  particulars: ParticularsFormValues;
  customSpecs: CustomSpecRow[];
  /** The form's errors: the structured specifications' are under `particulars.{field}`. */
  errors?: Partial<Record<string, string>>;
  onChange: (next: { particulars: ParticularsFormValues; customSpecs: CustomSpecRow[] }) => void;
}

/** The structured specifications' errors out of the form's (`particulars.beamFt` → `beamFt`). */
function particularErrors(errors: Partial<Record<string, string>>): ParticularsErrors {
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([key, message]) => key.startsWith('particulars.') && message)
      .map(([key, message]) => [key.slice('particulars.'.length), message]),
  );
}

/**
 * Specifications: the structured ones (engines, hull, accommodation, tanks…) plus free label/value pairs (key = label
 * without whitespace) for anything else.
 */
export function SpecificationsEditor({ particulars, customSpecs, errors = {}, onChange }: SpecsProps) {
  return (
    <section className={card} aria-labelledby="specs-heading" data-editor-section="specifications">
      <h2 id="specs-heading" className={sectionTitle}>
        Specifications
      </h2>
      <ParticularsFields
        value={particulars}
        errors={particularErrors(errors)}
        onChange={(next) => onChange({ particulars: next, customSpecs })}
      />
      <h3 className={css({ fontWeight: 'semibold', fontSize: 'md', color: 'navy.700', m: '0' })}>
        More Specifications
      </h3>
      {customSpecs.length ? (
        <ul className={css({ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: '2' })}>
          {customSpecs.map((row, index) => (
            <li
              key={index}
              className={css({
                display: 'grid',
                gap: '2',
                gridTemplateColumns: { base: '1fr auto', md: '1fr 1fr auto' },
                alignItems: 'center',
              })}
            >
              <input
                className={controlStyle}
                aria-label={`Custom specification ${index + 1} label`}
                placeholder="Label"
                value={row.label}
                maxLength={60}
                onChange={(e) =>
                  onChange({
                    particulars,
                    customSpecs: customSpecs.map((r, i) => (i === index ? { ...r, label: e.target.value } : r)),
                  })
                }
              />
              <input
                className={controlStyle}
                aria-label={`Custom specification ${index + 1} value`}
                placeholder="Value"
                value={row.value}
                maxLength={200}
                onChange={(e) =>
                  onChange({
                    particulars,
                    customSpecs: customSpecs.map((r, i) => (i === index ? { ...r, value: e.target.value } : r)),
                  })
                }
              />
              <button
                type="button"
                className={button({ variant: 'ghost', size: 'sm' })}
                aria-label={`Remove custom specification ${index + 1}`}
                onClick={() => onChange({ particulars, customSpecs: customSpecs.filter((_, i) => i !== index) })}
              >
                ×
              </button>
              {row.label.trim() ? (
                <p className={css({ fontSize: 'xs', color: 'muted', m: 0, gridColumn: '1 / -1' })}>
                  Saved as “{customSpecKey(row.label)}”{row.value.trim() ? '' : ' once it has a value'}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <div>
        <button
          type="button"
          className={button({ variant: 'outline', size: 'sm' })}
          onClick={() => onChange({ particulars, customSpecs: [...customSpecs, { label: '', value: '' }] })}
        >
          Add Custom Specification
        </button>
      </div>
    </section>
  );
}

interface VideoProps {
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/** The walkthrough video: one YouTube or Vimeo link, checked on save (parseVideoLink); blank means none. */
export function WalkthroughVideoEditor({ value, error, onChange }: VideoProps) {
  return (
    <section className={card} aria-labelledby="video-heading">
      <h2 id="video-heading" className={sectionTitle}>
        Walkthrough Video
      </h2>
      <TextField
        label="Walkthrough Video Link"
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://www.youtube.com/watch?v=…"
        hint="A YouTube or Vimeo link. Buyers see it after the description; nothing loads from YouTube or Vimeo until they press play. Leave empty for none."
        value={value}
        error={error}
        onChange={(e) => onChange(e.target.value)}
      />
    </section>
  );
}
