import { describe, expect, it } from 'vitest';
import {
  charterDetails,
  charterRequestOf,
  charterRequestProblems,
  type CharterRequest,
  readCharterReply,
} from './charter-request';
import { CHARTER_DETAIL_LIMITS, charterDetailsFitType } from './charter-choices';

const choices = { addOns: ['Catered lunch and snacks', 'Professional photographer'], destinations: ['Rose Island'] };
const request: CharterRequest = {
  ask: { choice: 'multi_day', day: '2026-12-10', lastDay: '2026-12-12' },
  guests: 6,
  addOns: ['Catered lunch and snacks', 'Professional photographer'],
  destination: 'Rose Island',
};

describe('a charter request', () => {
  it('rides in a lead as text details within their limits, and reads back the same', () => {
    const details = charterDetails(request);
    expect(details).toEqual({
      charterChoice: 'multi_day',
      charterDay: '2026-12-10',
      charterLastDay: '2026-12-12',
      charterGuests: '6',
      charterAddOns: 'Catered lunch and snacks\nProfessional photographer',
      charterDestination: 'Rose Island',
    });
    for (const [key, value] of Object.entries(details))
      expect(value.length).toBeLessThanOrEqual(CHARTER_DETAIL_LIMITS[key as keyof typeof CHARTER_DETAIL_LIMITS]);
    expect(charterRequestOf(details)).toEqual(request);
    const morning = {
      ask: { choice: 'morning', day: '2026-12-10' },
      guests: 1,
      addOns: [],
      destination: null,
    } as const;
    expect(charterRequestOf(charterDetails({ ...morning, addOns: [] }))).toEqual(morning);
  });

  it('is none when the details carry none or a hostile one', () => {
    expect(charterRequestOf({ subject: 'Hello' })).toBeNull();
    expect(charterRequestOf({ ...charterDetails(request), charterChoice: 'sunset' })).toBeNull();
    expect(charterRequestOf({ ...charterDetails(request), charterDay: '2026-02-30' })).toBeNull();
    expect(charterRequestOf({ ...charterDetails(request), charterGuests: 'many' })).toBeNull();
    expect(charterRequestOf({ ...charterDetails(request), charterLastDay: 20261212 })).toBeNull();
    expect(charterRequestOf({ ...charterDetails(request), charterLastDay: '2026-12-31' })).toBeNull();
  });

  it('says what is wrong, field by field', () => {
    expect(charterRequestProblems(request, choices)).toEqual({});
    expect(
      charterRequestProblems(
        {
          ask: { choice: 'morning', day: 'someday' },
          guests: 13,
          addOns: ['Jet ski'],
          destination: 'Atlantis',
        },
        choices,
      ),
    ).toEqual({
      ask: 'Choose a date.',
      guests: 'The boat takes 1 to 12 guests.',
      addOns: 'Choose add-ons from the list.',
      destination: 'Choose a destination from the list.',
    });
    expect(charterRequestProblems({ ...request, guests: 0 }, choices).guests).toBeDefined();
    expect(charterRequestProblems({ ...request, guests: 2.5 }, choices).guests).toBeDefined();
    expect(
      charterRequestProblems(
        { ...request, addOns: ['Professional photographer', 'Professional photographer'] },
        choices,
      ).addOns,
    ).toBeDefined();
  });
});

describe('charterDetailsFitType (firestore.rules charterDetailsFit)', () => {
  const ask = { charterChoice: 'morning', charterDay: '2027-03-06', charterGuests: '2' };
  it('a charter request needs its choice, day and guests', () => {
    expect(charterDetailsFitType('charter', ask)).toBe(true);
    expect(charterDetailsFitType('charter', { ...ask, charterDestination: 'Rose Island', subject: 'Hi' })).toBe(true);
    const { charterDay: _day, ...noDay } = ask;
    expect(charterDetailsFitType('charter', noDay)).toBe(false);
  });
  it('no other lead carries a charter detail', () => {
    expect(charterDetailsFitType('contact', { subject: 'Hello' })).toBe(true);
    expect(charterDetailsFitType('contact', ask)).toBe(false);
    expect(charterDetailsFitType('sell', { charterAddOns: 'Snorkel gear' })).toBe(false);
  });
});

describe('readCharterReply (the guest device reads the backend answer)', () => {
  const at = '2027-03-01T10:00:00.000Z';
  it('keeps a held, taken or not-open answer', () => {
    expect(
      readCharterReply({ id: 'l1', status: 'held', heldUntil: at, alternatives: [], message: null, updatedAt: at }),
    ).toEqual({ id: 'l1', status: 'held', heldUntil: at, alternatives: [], message: null, updatedAt: at });
    const taken = readCharterReply({
      id: 'l2',
      status: 'taken',
      heldUntil: null,
      alternatives: [
        { choice: 'morning', day: '2027-03-07' },
        { choice: 'sunset', day: 'x' },
      ],
      message: 'Sorry, that time was just taken.',
      updatedAt: at,
    });
    expect(taken?.alternatives).toEqual([{ choice: 'morning', day: '2027-03-07' }]);
  });
  it('refuses what is not one', () => {
    expect(readCharterReply(null)).toBeNull();
    expect(readCharterReply({ id: 'l1', status: 'mine', updatedAt: at })).toBeNull();
    expect(readCharterReply({ id: 'l1', status: 'held', heldUntil: 'soon', updatedAt: at })).toBeNull();
    expect(readCharterReply({ id: '', status: 'taken', updatedAt: at })).toBeNull();
  });
});
