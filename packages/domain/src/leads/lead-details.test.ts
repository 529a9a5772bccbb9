import { describe, expect, it } from 'vitest';
import { leadDetailRows } from './lead-details';

describe('lead details as a broker reads them', () => {
  it("shows the forms' labels and formatted numbers, never raw form values", () => {
    expect(
      leadDetailRows({
        askingPrice: '145000',
        boatType: 'center-console',
        condition: 'excellent',
        boatLength: '32.5',
        boatMake: 'Yellowfin',
        subject: '',
      }),
    ).toEqual([
      { key: 'boatMake', label: 'Make', value: 'Yellowfin' },
      { key: 'boatLength', label: 'Length', value: '32.5 ft' },
      { key: 'boatType', label: 'Boat type', value: 'Center Console' },
      { key: 'condition', label: 'Condition', value: 'Excellent' },
      { key: 'askingPrice', label: 'Asking price', value: '$145,000' },
    ]);
  });

  it('keeps what it cannot read as typed, and names unknown fields in words', () => {
    expect(leadDetailRows({ askingPrice: 'make an offer', boatType: 'houseboat', boatColour: 'navy' })).toEqual([
      { key: 'boatType', label: 'Boat type', value: 'houseboat' },
      { key: 'askingPrice', label: 'Asking price', value: 'make an offer' },
      { key: 'boatColour', label: 'Boat colour', value: 'navy' },
    ]);
    expect(leadDetailRows({ askingPrice: '$1,250,000' })[0]!.value).toBe('$1,250,000');
  });

  it("reads a charter request's details as a broker would (#33)", () => {
    expect(
      leadDetailRows({
        charterGuests: '6',
        charterChoice: 'multi_day',
        charterDay: '2026-12-10',
        charterLastDay: '2026-12-12',
        charterAddOns: 'Catered lunch and snacks\nProfessional photographer',
        charterDestination: 'Rose Island',
      }),
    ).toEqual([
      { key: 'charterChoice', label: 'Charter', value: 'Multi-Day' },
      { key: 'charterDay', label: 'Date', value: '2026-12-10' },
      { key: 'charterLastDay', label: 'Last day', value: '2026-12-12' },
      { key: 'charterGuests', label: 'Guests', value: '6' },
      { key: 'charterAddOns', label: 'Add-ons', value: 'Catered lunch and snacks, Professional photographer' },
      { key: 'charterDestination', label: 'Destination', value: 'Rose Island' },
    ]);
  });
});
