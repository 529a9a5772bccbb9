import { afterEach, describe, expect, it } from 'vitest';
import { openTestPublicDatabase, storedLeads } from '@/data/test-storage';
import type { PublicDatabase } from '@/data/public/public-database';
import { submitSellListing, toSellLead } from './submit-sell-listing';
import { VALID_BOAT_FOR_SALE } from '@harbour/domain/forms/test-boat-for-sale';

const listing = VALID_BOAT_FOR_SALE;

const opened: PublicDatabase[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => (db.closed ? undefined : db.close())));
});

describe('sell listing request as a lead', () => {
  it("maps owner, contact and description, titles the boat 'year make model' and keeps the rest as details", () => {
    expect(toSellLead(listing)).toEqual({
      inquiryType: 'sell',
      boatTitle: '2019 Boston Whaler 330 Outrage',
      name: 'Jane Roberts',
      email: 'jane@example.com',
      phone: '242-555-0199',
      message: listing.description,
      details: {
        boatMake: 'Boston Whaler',
        boatModel: '330 Outrage',
        boatYear: '2019',
        boatLength: '33',
        boatType: 'center-console',
        condition: 'excellent',
        askingPrice: '245000',
        location: 'Nassau, Bahamas',
      },
    });
  });

  it('stores it in the device database as a new sell lead', async () => {
    const db = await openTestPublicDatabase();
    opened.push(db);
    await submitSellListing(listing, async () => db);
    const stored = await storedLeads(db);
    expect(stored).toHaveLength(1);
    const lead = stored[0]!;
    expect(lead.inquiryType).toBe('sell');
    expect(lead.status).toBe('new');
    expect(lead.boatTitle).toBe('2019 Boston Whaler 330 Outrage');
    expect(lead.details.askingPrice).toBe('245000');
  });

  it('rejects (so the form keeps its values) when the database cannot be opened', async () => {
    await expect(submitSellListing(listing, () => Promise.reject(new Error('quota')))).rejects.toThrow('quota');
  });
});
