/**
 * Fuzz the visitor's write actions against a real RxDB database (fake-indexeddb, ajv-validated): either the
 * action refuses clearly and nothing is stored, or exactly one stored lead that keeps the limits.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidLeadError, saveLead, type LeadInput } from '@/data/leads/save-lead';
import { openTestPublicDatabase, storedLeads } from '@/data/test-storage';
import type { PublicDatabase } from '@/data/public/public-database';
import type { Inquiry } from '@harbour/domain/schemas/inquiry';
import { INQUIRY_STATUSES, INQUIRY_TYPES } from '@harbour/domain/schemas/inquiry';
import { isEmail } from '@harbour/domain/forms/email';
import { submitSellListing } from '@/features/sell/submit-sell-listing';
import { validateSellForm, type SellFormValues, SELL_CONDITIONS } from '@harbour/domain/forms/sell-form-schema';
import { BOAT_TYPE_KEYS } from '@harbour/domain/boats/boat-types';
import { submitContactMessage } from '@/features/contact/submit-contact-message';
import { validateContactForm, type ContactFormValues } from '@/features/contact/contact-form-schema';
import { sendBoatInquiry } from '@/features/boats/actions/send-inquiry';
import { DB_RUNS, emailish, nastyString, wrongType } from './arbitraries';

let db: PublicDatabase;
beforeAll(async () => {
  db = await openTestPublicDatabase();
});
afterAll(async () => {
  await db.remove();
});

const count = async () => (await storedLeads(db)).length;
const mostly = (good: fc.Arbitrary<string>) =>
  fc.oneof({ weight: 5, arbitrary: good }, { weight: 1, arbitrary: nastyString });
const text = (min: number, max: number) => fc.string({ minLength: min, maxLength: max, unit: 'grapheme-ascii' });

function expectStoredLead(doc: Inquiry) {
  const within = (s: string | null, max: number) =>
    expect(s === null || (s.length <= max && s === s.trim())).toBe(true);
  expect(doc.name.trim().length).toBeGreaterThan(0);
  within(doc.name, 100);
  expect(isEmail(doc.email)).toBe(true);
  within(doc.phone, 20);
  within(doc.message, 2000);
  expect(doc.phone).not.toBe('');
  expect(doc.message).not.toBe('');
  expect(doc.boatTitle === null || doc.boatTitle.length <= 220).toBe(true);
  expect(INQUIRY_TYPES).toContain(doc.inquiryType);
  expect(INQUIRY_STATUSES).toContain(doc.status);
  for (const value of Object.values(doc.details)) expect(typeof value === 'string' && value.length <= 2000).toBe(true);
}

async function stored(id: string): Promise<Inquiry> {
  const doc = (await storedLeads(db)).find((lead) => lead.id === id);
  expect(doc).toBeDefined();
  return doc!;
}

describe('saveLead', () => {
  it('refuses with InvalidLeadError and stores nothing, or stores a lead within the limits', async () => {
    const lead = fc.record(
      {
        inquiryType: fc.oneof(
          { weight: 5, arbitrary: fc.constantFrom(...INQUIRY_TYPES) },
          { weight: 1, arbitrary: nastyString },
        ),
        boatId: fc.oneof(fc.constant(null), mostly(text(1, 64)), wrongType),
        boatTitle: fc.oneof(fc.constant(null), mostly(text(1, 220))),
        name: mostly(text(1, 100)),
        email: fc.oneof({ weight: 4, arbitrary: fc.emailAddress() }, { weight: 1, arbitrary: emailish }),
        phone: fc.oneof(fc.constant(null), fc.constant(undefined), mostly(text(0, 20))),
        message: fc.oneof(fc.constant(null), mostly(text(0, 2000))),
        details: fc.oneof(
          fc.constant(undefined),
          fc.dictionary(
            fc.oneof(text(1, 12), fc.constantFrom('__proto__', 'constructor', 'a.b', '$x', '_id')),
            mostly(text(0, 2000)),
            { maxKeys: 4 },
          ),
        ),
      },
      { requiredKeys: ['inquiryType', 'name', 'email'] },
    );
    await fc.assert(
      fc.asyncProperty(lead, async (input) => {
        const before = await count();
        let saved: Inquiry;
        try {
          saved = await saveLead(db, input as LeadInput);
        } catch (error) {
          expect(error).toBeInstanceOf(InvalidLeadError);
          expect((error as InvalidLeadError).issues.length).toBeGreaterThan(0);
          expect(await count()).toBe(before);
          return;
        }
        expect(await count()).toBe(before + 1);
        expectStoredLead(await stored(saved.id));
      }),
      DB_RUNS,
    );
  });
});

const sellValues = fc.record({
  ownerName: mostly(text(2, 100)),
  email: mostly(fc.emailAddress()),
  phone: mostly(text(10, 20)),
  boatMake: mostly(text(2, 100)),
  boatModel: mostly(text(1, 100)),
  boatYear: mostly(fc.integer({ min: 1000, max: 9999 }).map(String)),
  boatLength: mostly(text(1, 10)),
  boatType: mostly(fc.constantFrom(...BOAT_TYPE_KEYS)),
  condition: mostly(fc.constantFrom(...SELL_CONDITIONS)),
  askingPrice: mostly(text(1, 20)),
  location: mostly(text(2, 200)),
  description: mostly(text(20, 2000)),
}) as fc.Arbitrary<SellFormValues>;

describe('sell form submit (validate, then submitSellListing)', () => {
  it('a refused form stores nothing; an accepted one stores exactly one valid sell lead', async () => {
    await fc.assert(
      fc.asyncProperty(sellValues, async (values) => {
        const before = await count();
        const checked = validateSellForm(values);
        if (!checked.ok) {
          expect(await count()).toBe(before);
          return;
        }
        await submitSellListing(checked.value, async () => db);
        expect(await count()).toBe(before + 1);
        const doc = (await storedLeads(db))
          .reverse()
          .find(
            (d) => d.inquiryType === 'sell' && d.email === checked.value.email && d.name === checked.value.ownerName,
          );
        expect(doc).toBeDefined();
        expectStoredLead(doc!);
        expect(doc!.details.boatMake).toBe(checked.value.boatMake);
      }),
      DB_RUNS,
    );
  });
});

describe('contact form submit (validate, then submitContactMessage)', () => {
  const values = fc.record({
    name: mostly(text(2, 100)),
    email: mostly(fc.emailAddress()),
    phone: mostly(text(10, 20)),
    subject: mostly(text(3, 200)),
    message: mostly(text(10, 2000)),
  }) as fc.Arbitrary<ContactFormValues>;
  it('a refused form stores nothing; an accepted one stores exactly one valid contact lead', async () => {
    await fc.assert(
      fc.asyncProperty(values, async (input) => {
        const before = await count();
        const checked = validateContactForm(input);
        if (!checked.ok) {
          expect(await count()).toBe(before);
          return;
        }
        await submitContactMessage(checked.value, async () => db);
        expect(await count()).toBe(before + 1);
      }),
      DB_RUNS,
    );
    for (const doc of (await storedLeads(db)).filter((lead) => lead.inquiryType === 'contact')) {
      expectStoredLead(doc);
      // (saveLead's fuzz above stores contact leads without a subject too.)
      expect(doc.details.subject === undefined || doc.details.subject.length <= 200).toBe(true);
    }
  });
});

describe('boat inquiry (sendBoatInquiry)', () => {
  const boat = fc.record({
    id: fc.oneof(fc.uuid(), text(1, 64)),
    year: fc.integer({ min: 1900, max: 2200 }),
    // What the boat schema lets a stored boat have: up to 100 characters (code points, as ajv counts them).
    make: fc.oneof(
      text(1, 100),
      fc.string({ minLength: 1, maxLength: 100, unit: 'binary' }),
      fc.constantFrom('⛵'.repeat(100), '🛥️'.repeat(50)),
    ),
    model: fc.oneof(
      text(1, 100),
      fc.string({ minLength: 1, maxLength: 100, unit: 'binary' }),
      fc.constantFrom('🐟'.repeat(100), 'M'.repeat(100)),
    ),
  });
  const values = fc.record({
    name: mostly(text(1, 100)),
    email: mostly(fc.emailAddress()),
    phone: mostly(text(0, 20)),
    message: mostly(text(1, 2000)),
  });
  it("'invalid' with field messages and nothing stored, or one stored lead within the limits; never 'failed'", async () => {
    await fc.assert(
      fc.asyncProperty(boat, values, fc.boolean(), async (b, input, online) => {
        const before = await count();
        const result = await sendBoatInquiry(db, b, input, online);
        if (result.status === 'invalid') {
          expect(Object.values(result.errors).some((m) => typeof m === 'string' && m.length > 0)).toBe(true);
          expect(await count()).toBe(before);
          return;
        }
        if (result.status === 'failed') throw new Error(`a valid inquiry failed to store: ${String(result.error)}`);
        expect(result.status).toBe(online ? 'sent' : 'saved-offline');
        expect(await count()).toBe(before + 1);
        const doc = await stored(result.inquiry.id);
        expectStoredLead(doc);
        expect(doc.boatId).toBe(b.id);
      }),
      DB_RUNS,
    );
  });
});
