import { boatTitle } from '@harbour/domain/boats/boat-title';
import type { LeadInput } from '@/data/leads/save-lead';
import type { VisitorDatabase } from '@/data/public/public-database';
import { visitorDatabaseNow } from '@/data/public/load-public-database';
import type { SellListing } from '@harbour/domain/forms/sell-form-schema';

/** Pure: a validated sell request as a lead of type 'sell' (the boat's facts go to details, as text). */
export function toSellLead(listing: SellListing): LeadInput {
  return {
    inquiryType: 'sell',
    boatTitle: boatTitle({ year: listing.boatYear, make: listing.boatMake, model: listing.boatModel }),
    name: listing.ownerName,
    email: listing.email,
    phone: listing.phone,
    message: listing.description,
    details: {
      boatMake: listing.boatMake,
      boatModel: listing.boatModel,
      boatYear: listing.boatYear,
      boatLength: listing.boatLength,
      boatType: listing.boatType,
      condition: listing.condition,
      askingPrice: listing.askingPrice,
      location: listing.location,
    },
  };
}

/** Stores the request on the device (works offline); the sync layer delivers it. Throws if it could not be stored. */
export async function submitSellListing(
  listing: SellListing,
  openDb: () => Promise<VisitorDatabase> = visitorDatabaseNow,
): Promise<void> {
  const [db, { saveLead }] = await Promise.all([openDb(), import('@/data/leads/save-lead')]);
  await saveLead(db, toSellLead(listing));
}
