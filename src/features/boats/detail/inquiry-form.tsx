import { useRef, useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import type { Boat } from '@harbour/domain/schemas/boat';
import { logError } from '@/lib/log';
import type { FieldErrors } from '@harbour/domain/forms/validation';
import { userMessageForWriteError } from '@/lib/storage-errors';
import { notify } from '@/ui/toaster';
import { button } from '@/ui/button';
import { TextAreaField, TextField } from '@/ui/form-field';
import { sendInquiryFromThisDevice } from '../actions/send-inquiry';
import { UntilHydrated } from '@/ui/until-hydrated';
import {
  EMPTY_INQUIRY_FORM,
  inquiryOutcomeMessage,
  validateInquiryForm,
  type InquiryField,
  type InquiryFormValues,
  type InquiryOutcome,
} from '../model/inquiry-form';

const FIELD_ORDER: InquiryField[] = ['name', 'email', 'phone', 'message'];

/** 'Request Information': validated, saved on the device first (works offline), delivered by the sync layer. */
export function InquiryForm({ boat }: { boat: Pick<Boat, 'id' | 'year' | 'make' | 'model' | 'status'> }) {
  const [values, setValues] = useState<InquiryFormValues>(EMPTY_INQUIRY_FORM);
  const [errors, setErrors] = useState<FieldErrors<InquiryField>>({});
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const set = (field: InquiryField) => (e: { target: { value: string } }) => {
    const value = e.target.value;
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((prev) => ({ ...prev, [field]: undefined }));
  };

  const focusFirstError = (found: FieldErrors<InquiryField>) => {
    const first = FIELD_ORDER.find((f) => found[f]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const finish = (outcome: InquiryOutcome, error?: unknown) => {
    const message = inquiryOutcomeMessage(outcome);
    const storage = outcome === 'failed' ? userMessageForWriteError(error) : null;
    notify(message.title, storage ?? message.description, message.tone);
    if (message.clearForm) {
      setValues(EMPTY_INQUIRY_FORM);
      setErrors({});
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const checked = validateInquiryForm(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstError(checked.errors);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const result = await sendInquiryFromThisDevice(boat, values);
      if (result.status === 'invalid') {
        setErrors(result.errors);
        focusFirstError(result.errors);
      } else {
        finish(result.status, result.status === 'failed' ? result.error : undefined);
      }
    } catch (error) {
      logError('send inquiry', error);
      finish('failed', error);
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="request-information"
      className={css({ display: 'grid', gap: '4' })}
    >
      <UntilHydrated>
        <h2 id="request-information" className={css({ fontSize: 'xl', fontWeight: 'bold', m: '0' })}>
          {boat.status === 'under_offer' ? 'Ask to be a backup buyer' : 'Request Information'}
        </h2>
        {boat.status === 'under_offer' ? (
          <p className={css({ color: 'muted', m: '0', fontSize: 'sm' })} data-testid="backup-buyer-note">
            This boat is under offer. Sales can fall through: leave your details and we will call you first if it does.
          </p>
        ) : null}
        <TextField
          label="Name"
          name="name"
          required
          autoComplete="name"
          maxLength={100}
          value={values.name}
          onChange={set('name')}
          error={errors.name}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          required
          autoComplete="email"
          maxLength={255}
          value={values.email}
          onChange={set('email')}
          error={errors.email}
        />
        <TextField
          label="Phone"
          name="phone"
          type="tel"
          autoComplete="tel"
          maxLength={20}
          value={values.phone}
          onChange={set('phone')}
          error={errors.phone}
        />
        <TextAreaField
          label="Message"
          name="message"
          required
          rows={4}
          maxLength={2000}
          value={values.message}
          onChange={set('message')}
          error={errors.message}
        />
        <button type="submit" className={`${button({ variant: 'hero' })} ${css({ w: 'full' })}`} disabled={sending}>
          {sending ? 'Sending…' : 'Send Inquiry'}
        </button>
      </UntilHydrated>
    </form>
  );
}
