import type { SellField, SellListing } from './sell-form-schema';

/** The sell form (and the client's submit-a-boat form) filled in as an owner would: every field valid. */
export const VALID_BOAT_FOR_SALE: SellListing = {
  ownerName: 'Jane Roberts',
  email: 'jane@example.com',
  phone: '242-555-0199',
  boatMake: 'Boston Whaler',
  boatModel: '330 Outrage',
  boatYear: '2019',
  boatLength: '33',
  boatType: 'center-console',
  condition: 'excellent',
  askingPrice: '245000',
  location: 'Nassau, Bahamas',
  description: 'Twin Mercury 300s, full electronics, kept on a lift.',
};

/** The sell form's length rules (spec section 5): field, min, max, message for too short, message for too long. */
export const SELL_LENGTH_RULES: Array<[SellField, number, number, string, string]> = [
  ['ownerName', 2, 100, 'Name must be at least 2 characters', 'Name must be at most 100 characters'],
  ['phone', 10, 20, 'Phone number must be at least 10 digits', 'Phone number must be at most 20 characters'],
  ['boatMake', 2, 100, 'Make is required', 'Make must be at most 100 characters'],
  ['boatModel', 1, 100, 'Model is required', 'Model must be at most 100 characters'],
  ['boatYear', 4, 4, 'Year is required', 'Year must be exactly 4 characters'],
  ['boatLength', 1, 10, 'Length is required', 'Length must be at most 10 characters'],
  ['askingPrice', 1, 20, 'Asking price is required', 'Asking price must be at most 20 characters'],
  ['location', 2, 200, 'Location is required', 'Location must be at most 200 characters'],
  [
    'description',
    20,
    2000,
    'Description must be at least 20 characters',
    'Description must be at most 2000 characters',
  ],
];
