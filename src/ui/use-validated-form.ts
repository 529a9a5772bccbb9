import { useRef, useState, type FormEvent } from 'react';
import type { FieldErrors, ValidationResult } from '@harbour/domain/forms/validation';
import { logError } from '@/lib/log';
import { userMessageForWriteError } from '@/lib/storage-errors';
import { notify } from './toaster';

interface Options<V extends Record<K, string>, K extends string, T> {
  /** Fresh empty values (the form resets to these after a successful save). */
  empty: () => V;
  validate: (values: V) => ValidationResult<T, K>;
  save: (value: T) => Promise<unknown>;
  /** Toast after a successful save (the spec's success texts). */
  success: { title: string; description: string };
  /** Toast description when saving fails; the typed values are kept. */
  failure: string;
  logContext: string;
}

/**
 * The public forms' shared behaviour: validate on submit (destructive 'Validation Error' toast, inline
 * messages, focus on the first bad field), messages that follow the typing after a refused submit, save,
 * then reset every field and clear every error; on a failed save keep everything typed.
 */
export function useValidatedForm<V extends Record<K, string>, K extends string, T>(options: Options<V, K, T>) {
  const { empty, validate, save, success, failure, logContext } = options;
  const [values, setValues] = useState<V>(empty);
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const [attempted, setAttempted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const set = (field: K) => (event: { target: { value: string } }) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    // After a refused submit, messages follow the typing so a fixed field loses its red border at once.
    if (attempted) {
      const result = validate(next);
      setErrors(result.ok ? {} : result.errors);
    }
  };

  const control = (field: K) => ({
    name: field,
    value: values[field],
    onChange: set(field),
    error: errors[field],
    required: true,
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const result = validate(values);
    if (!result.ok) {
      setAttempted(true);
      setErrors(result.errors);
      notify('Validation Error', 'Please check all required fields and try again.', 'error');
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setSubmitting(true);
    try {
      await save(result.value);
    } catch (error) {
      logError(logContext, error);
      notify('Error', userMessageForWriteError(error) ?? failure, 'error');
      setSubmitting(false);
      return;
    }
    setValues(empty());
    setErrors({});
    setAttempted(false);
    setSubmitting(false);
    notify(success.title, success.description);
  }

  return { values, errors, submitting, formRef, control, onSubmit };
}
