import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { css, cx } from 'styled-system/css';

export const controlStyle = css({
  w: 'full',
  // A 44 px target on a phone (WCAG 2.5.5; #18: every admin screen at 360 px).
  minH: '11',
  px: '3',
  py: '2',
  rounded: 'md',
  borderWidth: '1px',
  borderColor: 'gray.300',
  bg: 'white',
  fontSize: 'md',
  _focusVisible: { outline: '2px solid', outlineColor: 'sea.500', borderColor: 'sea.500' },
  '&[aria-invalid=true]': { borderColor: 'red.600', outlineColor: 'red.600' },
});

interface FieldProps {
  label: string;
  error?: string;
  /** Shown right of the label, e.g. '123/2000'. */
  counter?: string;
  hint?: ReactNode;
  required?: boolean;
  children: (control: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}

/** A labelled control with its error message below it (red border on the control while invalid). */
export function Field({ label, error, counter, hint, required, children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={css({ display: 'grid', gap: '1' })}>
      <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: '2' })}>
        <label htmlFor={id} className={css({ fontWeight: 'medium', fontSize: 'sm' })}>
          {label}
          {required ? <span aria-hidden="true"> *</span> : null}
        </label>
        {counter ? (
          <span className={css({ fontSize: 'xs', color: 'muted' })} aria-live="polite">
            {counter}
          </span>
        ) : null}
      </div>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className={css({ fontSize: 'xs', color: 'muted' })}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={css({ fontSize: 'sm', color: 'red.700' })}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

type Base = { label: string; error?: string; counter?: string; hint?: ReactNode; required?: boolean };

export function TextField({
  label,
  error,
  counter,
  hint,
  required,
  className,
  ...input
}: Base & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field label={label} error={error} counter={counter} hint={hint} required={required}>
      {(control) => <input {...input} {...control} className={cx(controlStyle, className)} />}
    </Field>
  );
}

export function TextAreaField({
  label,
  error,
  counter,
  hint,
  required,
  className,
  ...area
}: Base & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Field label={label} error={error} counter={counter} hint={hint} required={required}>
      {(control) => <textarea rows={5} {...area} {...control} className={cx(controlStyle, className)} />}
    </Field>
  );
}

interface SelectProps extends Base, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  placeholder: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}

/** A select whose placeholder (empty value) cannot be chosen: the control refuses an option with an empty value. */
export function SelectField({
  label,
  error,
  counter,
  hint,
  required,
  className,
  placeholder,
  options,
  ...select
}: SelectProps) {
  return (
    <Field label={label} error={error} counter={counter} hint={hint} required={required}>
      {(control) => (
        <select {...select} {...control} className={cx(controlStyle, className)}>
          <option value="" disabled>
            {placeholder}
          </option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
