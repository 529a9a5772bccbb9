import { useRef, useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import { logError } from '@/lib/log';
import { button } from '@/ui/button';
import { TextAreaField, TextField } from '@/ui/form-field';
import { notify } from '@/ui/toaster';
import {
  emptyContactForm,
  messageCounter,
  validateContactForm,
  type ContactField,
  type ContactFormErrors,
  type ContactFormValues,
} from './contact-form-schema';
import { submitContactMessage } from './submit-contact-message';

export function ContactForm() {
  const [values, setValues] = useState<ContactFormValues>(emptyContactForm);
  const [errors, setErrors] = useState<ContactFormErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const set = (field: ContactField) => (event: { target: { value: string } }) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (attempted) {
      const result = validateContactForm(next);
      setErrors(result.ok ? {} : result.errors);
    }
  };

  const control = (field: ContactField) => ({ name: field, value: values[field], onChange: set(field), error: errors[field], required: true });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const result = validateContactForm(values);
    if (!result.ok) {
      setAttempted(true);
      setErrors(result.errors);
      notify('Validation Error', 'Please check all required fields and try again.', 'error');
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setSubmitting(true);
    try {
      await submitContactMessage(result.value);
    } catch (error) {
      logError('contact form', error);
      notify('Error', 'Your message could not be saved. Please try again.', 'error');
      setSubmitting(false);
      return;
    }
    setValues(emptyContactForm());
    setErrors({});
    setAttempted(false);
    setSubmitting(false);
    notify('Message Sent!', "We'll get back to you within 24 hours.");
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby="contact-form-title" className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' } })}>
      <TextField label="Name" autoComplete="name" placeholder="Your full name" {...control('name')} />
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" placeholder="you@example.com" {...control('email')} />
      <TextField label="Phone" type="tel" autoComplete="tel" inputMode="tel" placeholder="+1 242 555 0100" {...control('phone')} />
      <TextField label="Subject" placeholder="How can we help?" {...control('subject')} />
      <div className={css({ gridColumn: '1 / -1' })}>
        <TextAreaField label="Message" rows={6} placeholder="Tell us about the boat you want, the one you are selling, or your charter plans..." counter={messageCounter(values.message)} {...control('message')} />
      </div>
      <div className={css({ gridColumn: '1 / -1' })}>
        <button type="submit" className={button({ size: 'lg' })} disabled={submitting} aria-busy={submitting}>
          {submitting ? 'Sending...' : 'Send Message'}
        </button>
      </div>
    </form>
  );
}
