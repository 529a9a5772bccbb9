import { css } from 'styled-system/css';
import { button } from '@/ui/button';
import { TextAreaField, TextField } from '@/ui/form-field';
import { useValidatedForm } from '@/ui/use-validated-form';
import {
  emptyContactForm,
  messageCounter,
  validateContactForm,
  type ContactField,
  type ContactFormValues,
} from './contact-form-schema';
import { submitContactMessage } from './submit-contact-message';
import { UntilHydrated } from '@/ui/until-hydrated';

export function ContactForm() {
  const { values, submitting, formRef, control, onSubmit } = useValidatedForm<
    ContactFormValues,
    ContactField,
    Parameters<typeof submitContactMessage>[0]
  >({
    empty: emptyContactForm,
    validate: validateContactForm,
    save: submitContactMessage,
    success: { title: 'Message Sent!', description: "We'll get back to you within 24 hours." },
    failure: 'Your message could not be saved. Please try again.',
    logContext: 'contact form',
  });

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="contact-form-title"
      className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' } })}
    >
      <UntilHydrated>
        <TextField label="Name" autoComplete="name" placeholder="Your full name" {...control('name')} />
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
        <TextField label="Subject" placeholder="How can we help?" {...control('subject')} />
        <div className={css({ gridColumn: '1 / -1' })}>
          <TextAreaField
            label="Message"
            rows={6}
            placeholder="Tell us about the boat you want, the one you are selling, or your charter plans..."
            counter={messageCounter(values.message)}
            {...control('message')}
          />
        </div>
        <div className={css({ gridColumn: '1 / -1' })}>
          <button type="submit" className={button({ size: 'lg' })} disabled={submitting} aria-busy={submitting}>
            {submitting ? 'Sending...' : 'Send Message'}
          </button>
        </div>
      </UntilHydrated>
    </form>
  );
}
