/**
 * #33: what a guest can ask for, and how a broker reads it. Constants only, no imports: a lead's detail limits and its
 * rows in words (read on every page that sends or shows a lead) must not pull the calendar's rules into those pages.
 */
export const CHARTER_CHOICES = ['morning', 'afternoon', 'full_day', 'multi_day'] as const;
export type CharterChoice = (typeof CHARTER_CHOICES)[number];

/** Each choice in words. */
export const CHARTER_CHOICE_LABELS: Record<CharterChoice, string> = {
  morning: 'Half Day (morning)',
  afternoon: 'Half Day (afternoon)',
  full_day: 'Full Day',
  multi_day: 'Multi-Day',
};

/** The most add-ons a request names (the page lists five). */
export const CHARTER_ADD_ONS_MAX = 8;
const ADD_ON_MAX = 60;
/** The longest destination's name. */
export const CHARTER_DESTINATION_MAX = 60;

/** How a taken slot reads on the public calendar (never who), and what the backend answers a request: one list each
 * for the readers, the types and the device's schema. */
export const PUBLIC_SLOT_STATES = ['held', 'booked', 'blocked'] as const;
export const CHARTER_REPLY_STATUSES = ['held', 'taken', 'not-open'] as const;

/** The most alternatives the backend's answer to a request offers (nearestFreeAsks gives three). */
export const CHARTER_REPLY_ALTERNATIVES_MAX = 5;

/** The lead detail keys a charter request uses, with their longest text (added to the lead's detail limits). */
export const CHARTER_DETAIL_LIMITS = {
  charterChoice: 10,
  charterDay: 10,
  charterLastDay: 10,
  charterGuests: 2,
  charterAddOns: CHARTER_ADD_ONS_MAX * (ADD_ON_MAX + 1),
  charterDestination: CHARTER_DESTINATION_MAX,
} as const;

/**
 * Pure: whether a lead's details fit its type: a charter request carries its choice, day and party, and no other lead
 * carries any charter detail (firestore.rules charterDetailsFit holds the same).
 */
export function charterDetailsFitType(inquiryType: string, details: Readonly<Record<string, unknown>>): boolean {
  if (inquiryType === 'charter') return ['charterChoice', 'charterDay', 'charterGuests'].every((key) => key in details);
  return !Object.keys(CHARTER_DETAIL_LIMITS).some((key) => key in details);
}
