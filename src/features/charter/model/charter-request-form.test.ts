import { describe, expect, it } from 'vitest';
import { emptyCharterForm, toCharterLead, validateCharterForm, type CharterFormValues } from './charter-request-form';
import type { CharterDayView } from '@harbour/domain/charter/charter-calendar';

const filled = (over: Partial<CharterFormValues> = {}): CharterFormValues => ({
  ...emptyCharterForm(),
  day: '2027-03-06',
  choice: 'morning',
  guests: '6',
  name: 'Keisha Rolle',
  email: 'keisha@example.com',
  phone: '+1 242 555 0110',
  ...over,
});
const openDay: CharterDayView = {
  day: '2027-03-06',
  morning: 'free',
  afternoon: 'free',
  open: ['morning', 'afternoon', 'full_day'],
};

describe('the request-to-book form (#33)', () => {
  it('a valid request becomes a charter lead with its ask in the details', () => {
    const result = validateCharterForm(
      filled({
        addOns: 'Catered lunch and snacks\nHotel or marina pick-up',
        destination: 'Rose Island',
        note: ' Birthday ',
      }),
      openDay,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(toCharterLead(result.value)).toEqual({
      inquiryType: 'charter',
      name: 'Keisha Rolle',
      email: 'keisha@example.com',
      phone: '+1 242 555 0110',
      message: 'Birthday',
      details: {
        charterChoice: 'morning',
        charterDay: '2027-03-06',
        charterGuests: '6',
        charterAddOns: 'Catered lunch and snacks\nHotel or marina pick-up',
        charterDestination: 'Rose Island',
      },
    });
  });

  it('says what is wrong, field by field, in form order', () => {
    const result = validateCharterForm(
      filled({
        day: '',
        guests: '13',
        addOns: 'A yacht',
        name: 'K',
        email: 'k@',
        phone: '123',
        note: 'n'.repeat(2001),
      }),
      null,
    );
    expect(result).toMatchObject({
      ok: false,
      firstError: 'Choose a date.',
      errors: {
        day: 'Choose a date.',
        guests: 'The boat takes 1 to 12 guests.',
        addOns: 'Choose add-ons from the list.',
        name: 'Name must be at least 2 characters',
        email: 'Invalid email address',
        phone: 'Phone number must be at least 10 digits',
        note: 'Note must be at most 2000 characters',
      },
    });
  });

  it('a time the calendar shows taken is refused; several days need a later last day', () => {
    const taken: CharterDayView = { ...openDay, morning: 'held', open: ['afternoon'] };
    expect(validateCharterForm(filled(), taken)).toMatchObject({
      errors: { choice: 'That time is not free. Choose another in the calendar.' },
    });
    expect(validateCharterForm(filled({ choice: 'multi_day', lastDay: '2027-03-06' }), openDay)).toMatchObject({
      errors: { lastDay: 'A multi-day charter ends on a later day than it starts.' },
    });
    expect(validateCharterForm(filled({ choice: 'multi_day', lastDay: '2027-03-08' }), openDay).ok).toBe(true);
  });
});
