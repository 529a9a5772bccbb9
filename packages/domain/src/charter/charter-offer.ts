import { formatUsd } from '../format';
import type { CharterChoices } from './charter-request';

/**
 * The charter offer: one boat, three options. Prices live here, in one place. In the domain since #33: the backend checks
 * a request's add-ons and destination against these lists.
 */

export const CHARTER_BOAT = {
  name: '31-Foot Center Console',
  lengthFeet: 31,
  maxGuests: 12,
  cruiseKnots: 30,
  features: [
    'Twin outboard engines for a fast, smooth ride',
    'Shaded T-top with comfortable bow and stern seating',
    'Fresh-water shower and swim ladder',
    'Bluetooth sound system',
    'Rod holders, live well and fish finder',
    'Full safety equipment and licensed captain',
  ],
} as const;

export interface CharterOption {
  id: 'half-day' | 'full-day' | 'multi-day';
  name: string;
  /** null: length agreed per booking. */
  hours: number | null;
  /** Whole US dollars for the boat; null: custom price. */
  priceUsd: number | null;
  mostPopular: boolean;
  summary: string;
}

export const CHARTER_OPTIONS: readonly CharterOption[] = [
  {
    id: 'half-day',
    name: 'Half Day',
    hours: 4,
    priceUsd: 1200,
    mostPopular: false,
    summary: 'Snorkel, swim and sightsee around Nassau and Rose Island.',
  },
  {
    id: 'full-day',
    name: 'Full Day',
    hours: 8,
    priceUsd: 2000,
    mostPopular: true,
    summary: 'Reach the Exuma Cays or spend the day fishing the deep blue.',
  },
  {
    id: 'multi-day',
    name: 'Multi-Day',
    hours: null,
    priceUsd: null,
    mostPopular: false,
    summary: 'Island-hop over several days on an itinerary built around you.',
  },
];

export const CHARTER_INCLUDED = [
  'Licensed captain and mate',
  'Fuel for the planned route',
  'Snorkel gear',
  'Fishing rods, tackle and bait',
  'Coolers with ice and bottled water',
  'Safety equipment and life jackets',
] as const;

export const CHARTER_ADD_ONS = [
  'Catered lunch and snacks',
  'Premium drinks package',
  'Professional photographer',
  'Water toys and paddleboards',
  'Hotel or marina pick-up',
] as const;

export const CHARTER_DESTINATIONS = [
  { name: 'Exuma Cays', text: 'Swimming pigs, sandbars and the clearest water in The Bahamas.' },
  { name: 'Deep Sea Fishing', text: 'Mahi-mahi, wahoo and tuna in the deep water off New Providence.' },
  { name: 'Rose Island', text: 'Quiet beaches and coral reefs a short run from Nassau Harbour.' },
  { name: 'Custom Itinerary', text: 'Tell us where you want to go and we plan the day around it.' },
] as const;

/** '$1,200', or 'Custom Pricing' for an option priced per booking. */
export function charterPriceLabel(option: Pick<CharterOption, 'priceUsd'>): string {
  return option.priceUsd === null ? 'Custom Pricing' : formatUsd(option.priceUsd);
}

/** '4 hours', '8 hours', or '2+ days' for the multi-day option. */
export function charterDurationLabel(option: Pick<CharterOption, 'hours'>): string {
  if (option.hours === null) return '2+ days';
  return `${option.hours} ${option.hours === 1 ? 'hour' : 'hours'}`;
}

/** 'Up to 12 guests · Cruises at 30+ knots' */
export function charterBoatFacts(
  boat: Pick<typeof CHARTER_BOAT, 'maxGuests' | 'cruiseKnots'> = CHARTER_BOAT,
): string[] {
  return [`Up to ${boat.maxGuests} guests`, `Cruises at ${boat.cruiseKnots}+ knots`];
}

/** What a request may name: the add-ons and destinations above (charter-request.ts checks against them). */
export const CHARTER_CHOICES_OFFERED: CharterChoices = {
  addOns: CHARTER_ADD_ONS,
  destinations: CHARTER_DESTINATIONS.map((d) => d.name),
};

/**
 * #33: the terms a guest reads before asking, on the page and in every request's summary. Payments are taken outside
 * the site for now: a broker confirms and records the deposit.
 */
export const CHARTER_POLICIES = {
  deposit: 'A 30% deposit confirms the booking, due within 48 hours of our confirmation.',
  balance: 'The balance is due on the day, before departure.',
  cancellation: [
    'Cancel 14 days or more before: full refund of the deposit.',
    'Cancel 7 to 13 days before: half of the deposit is refunded.',
    'Cancel less than 7 days before: the deposit is kept.',
  ],
  weather: 'The captain decides on the morning; a weather cancellation is rescheduled or refunded in full.',
} as const;

/** What a choice costs, as the request's summary says it ('Quote on request' for several days). */
export function charterChoicePrice(choice: 'morning' | 'afternoon' | 'full_day' | 'multi_day'): string {
  if (choice === 'multi_day') return 'Quote on request';
  const option = CHARTER_OPTIONS.find((o) => o.id === (choice === 'full_day' ? 'full-day' : 'half-day'));
  return option ? charterPriceLabel(option) : 'Quote on request';
}
