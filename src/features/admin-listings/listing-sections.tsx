import { useId } from 'react';
import { css, cx } from 'styled-system/css';
import { STANDARD_SPEC_KEYS, type StandardSpecKey } from '@/data/schemas/boat';
import { button } from '@/ui/button';
import { controlStyle, TextField } from '@/ui/form-field';
import { customSpecKey, removeFeatureRow, SPEC_FIELD_LABELS, type CustomSpecRow } from './model/listing-form';
import { card, errorText, grid2, sectionTitle } from './styles';

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
  specs: Record<StandardSpecKey, string>;
  customSpecs: CustomSpecRow[];
  onChange: (next: { specs: Record<StandardSpecKey, string>; customSpecs: CustomSpecRow[] }) => void;
}

/** Specifications: the six standard ones plus custom label/value pairs (key = label without whitespace). */
export function SpecificationsEditor({ specs, customSpecs, onChange }: SpecsProps) {
  return (
    <section className={card} aria-labelledby="specs-heading">
      <h2 id="specs-heading" className={sectionTitle}>
        Specifications
      </h2>
      <div className={grid2}>
        {STANDARD_SPEC_KEYS.map((key) => (
          <TextField
            key={key}
            label={SPEC_FIELD_LABELS[key]}
            value={specs[key]}
            maxLength={200}
            onChange={(e) => onChange({ specs: { ...specs, [key]: e.target.value }, customSpecs })}
          />
        ))}
      </div>
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
                    specs,
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
                    specs,
                    customSpecs: customSpecs.map((r, i) => (i === index ? { ...r, value: e.target.value } : r)),
                  })
                }
              />
              <button
                type="button"
                className={button({ variant: 'ghost', size: 'sm' })}
                aria-label={`Remove custom specification ${index + 1}`}
                onClick={() => onChange({ specs, customSpecs: customSpecs.filter((_, i) => i !== index) })}
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
          onClick={() => onChange({ specs, customSpecs: [...customSpecs, { label: '', value: '' }] })}
        >
          Add Custom Specification
        </button>
      </div>
    </section>
  );
}
