import { useEffect } from 'react';
import { css } from 'styled-system/css';
import { button } from '@/ui/button';
import { SelectField, TextAreaField, TextField } from '@/ui/form-field';
import { CheckboxField } from '@/ui/checkbox-field';
import { useValidatedForm } from '@/ui/use-validated-form';
import type { CharterDayView } from '@harbour/domain/charter/charter-calendar';
import { CHARTER_CHOICE_LABELS, CHARTER_CHOICES } from '@harbour/domain/charter/charter-choices';
import { CHARTER_ADD_ONS, CHARTER_DESTINATIONS, charterChoicePrice } from '@harbour/domain/charter/charter-offer';
import {
  addOnsOf,
  CHARTER_GUESTS_MAX,
  emptyCharterForm,
  validateCharterForm,
  type CharterFormField,
  type CharterFormValues,
  type CharterRequestInput,
} from '../model/charter-request-form';
import { prepareCharterRequest, sendCharterRequest } from '../send-charter-request';
import { CharterPolicies } from './charter-policies';
import { dayName } from './charter-day-words';

const grid = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' } });
const wide = css({ gridColumn: '1 / -1' });

interface Props {
  /** The day asked for (from the calendar), and how this device last saw it. */
  day: string;
  dayView: CharterDayView | null;
}

/**
 * #33: the request to book. Saved on the device first (the visitor outbox, as every lead): sent with no signal, it
 * waits and goes once the phone is back online; nothing typed is lost. The backend then holds the time, or says it
 * was taken.
 */
export function CharterRequestForm({ day, dayView }: Props) {
  const { values, submitting, formRef, control, onSubmit } = useValidatedForm<
    CharterFormValues,
    CharterFormField,
    CharterRequestInput
  >({
    empty: () => ({ ...emptyCharterForm(), day, choice: dayView?.open[0] ?? 'full_day' }),
    validate: (v) => validateCharterForm({ ...v, day }, dayView),
    save: sendCharterRequest,
    success: {
      title: 'Request saved',
      description: 'It goes to us as soon as your phone has a signal. See “My charter requests” below.',
    },
    failure: 'Your request could not be saved. Please try again.',
    logContext: 'charter request',
  });
  useEffect(prepareCharterRequest, []);
  const addOns = addOnsOf(values.addOns);
  const setAddOn = (name: string, on: boolean) =>
    control('addOns').onChange({
      target: { value: CHARTER_ADD_ONS.filter((a) => (a === name ? on : addOns.includes(a))).join('\n') },
    });
  const choice = values.choice as (typeof CHARTER_CHOICES)[number];

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby="charter-request-title" className={grid}>
      <h3
        id="charter-request-title"
        className={`${wide} ${css({ fontSize: 'xl', fontWeight: 'bold', color: 'navy.900' })}`}
      >
        Request {dayName(day)}
      </h3>
      <SelectField
        label="Charter"
        placeholder="Choose an option"
        options={CHARTER_CHOICES.map((c) => ({
          value: c,
          label: `${CHARTER_CHOICE_LABELS[c]} · ${charterChoicePrice(c)}`,
        }))}
        {...control('choice')}
      />
      {choice === 'multi_day' ? <TextField label="Last day" type="date" min={day} {...control('lastDay')} /> : null}
      <TextField
        label={`Guests (1–${CHARTER_GUESTS_MAX})`}
        type="number"
        inputMode="numeric"
        min={1}
        max={CHARTER_GUESTS_MAX}
        {...control('guests')}
      />
      <SelectField
        label="Destination"
        placeholder="Choose a destination"
        options={CHARTER_DESTINATIONS.map((d) => ({ value: d.name, label: d.name }))}
        {...control('destination')}
        required={false}
      />
      <fieldset className={`${wide} ${css({ border: 'none', p: 0, m: 0 })}`}>
        <legend className={css({ fontWeight: 'medium', fontSize: 'sm' })}>Add-ons</legend>
        <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' }, columnGap: '4' })}>
          {CHARTER_ADD_ONS.map((name) => (
            <CheckboxField
              key={name}
              label={name}
              checked={addOns.includes(name)}
              onChange={(e) => setAddOn(name, e.target.checked)}
            />
          ))}
        </div>
      </fieldset>
      <TextField label="Name" autoComplete="name" {...control('name')} />
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" {...control('email')} />
      <TextField label="Phone" type="tel" autoComplete="tel" inputMode="tel" {...control('phone')} />
      <div className={wide}>
        <TextAreaField label="Note" rows={3} {...control('note')} required={false} />
      </div>
      <div className={wide}>
        <CharterPolicies summary={`${CHARTER_CHOICE_LABELS[choice] ?? ''} · ${charterChoicePrice(choice)}`} />
      </div>
      <button type="submit" className={`${wide} ${button({ variant: 'hero', size: 'lg' })}`} disabled={submitting}>
        {submitting ? 'Saving...' : 'Request to book'}
      </button>
    </form>
  );
}
