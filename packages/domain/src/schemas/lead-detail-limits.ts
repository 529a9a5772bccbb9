import { CHARTER_DETAIL_LIMITS } from '../charter/charter-choices';

/**
 * The only extra fields a lead may carry, with their longest text: the contact form's subject, the sell form's boat
 * facts (forms/sell-form-schema.ts) and a charter request's ask and party (#33, charter/charter-choices.ts).
 * firestore.rules isLeadDetails() allows these and nothing else, so a lead's size is bounded (finding 2: an open map of
 * any values flooded every admin's device). Apart from the inquiry schema, which every page loads (its visitor
 * records): only what sends or checks a lead loads these (the home page's JavaScript budget).
 */
export const LEAD_DETAIL_LIMITS = {
  subject: 200,
  boatMake: 100,
  boatModel: 100,
  boatYear: 4,
  boatLength: 10,
  boatType: 40,
  condition: 20,
  askingPrice: 20,
  location: 200,
  ...CHARTER_DETAIL_LIMITS,
} as const;
export type LeadDetailKey = keyof typeof LEAD_DETAIL_LIMITS;
