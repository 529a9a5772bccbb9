/**
 * Fuzz: every form's validation with generated bad input. It never throws; a refusal names a known field with a
 * clear (spec) message; anything accepted is trimmed and within the documented limits.
 */
import fc from 'fast-check';
import { particularsRefusal } from '@harbour/domain/schemas/particulars';
import { storedWalkthroughVideo } from '@harbour/domain/boats/walkthrough-video';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isEmail } from '@harbour/domain/forms/email';
import {
  SELL_CONDITIONS,
  SELL_FIELDS,
  sellFormSchema,
  validateSellForm,
  type SellFormValues,
} from '@harbour/domain/forms/sell-form-schema';
import { BOAT_TYPE_KEYS } from '@harbour/domain/boats/boat-types';
import {
  CONTACT_FIELDS,
  contactFormSchema,
  validateContactForm,
  type ContactFormValues,
} from '@/features/contact/contact-form-schema';
import { validateInquiryForm, type InquiryFormValues } from '@/features/boats/model/inquiry-form';
import { loginSchema, signUpSchema } from '@/features/auth/auth-schemas';
import {
  emptyListingForm,
  parseListingEdit,
  parseListingForm,
  type ListingFormValues,
} from '@/features/admin-listings/model/listing-form';
import { BOAT_STATUSES, BOAT_CONDITIONS } from '@harbour/domain/schemas/boat';
import { validatePostForm, type PostFormValues } from '@/features/admin-blog/model/post-form';
import { isValidSlug } from '@/features/admin-blog/model/slug';
import { slugify } from '@harbour/domain/slugify';
import { parseTags } from '@/features/admin-blog/model/tags';
import { BLOG_STATUSES } from '@harbour/domain/schemas/blog-post';
import { validateSubmissionForm } from '@/features/client/submission-form';
import { InvalidLeadError, toInquiry, type LeadInput } from '@/data/leads/save-lead';
import { hostileRecord, nastyString, RUNS, emailish } from './arbitraries';
import { listingValues, postValues } from './form-arbitraries';

const maybe = (good: fc.Arbitrary<string>) =>
  fc.oneof({ weight: 3, arbitrary: good }, { weight: 1, arbitrary: nastyString });
const textBetween = (min: number, max: number) => fc.string({ minLength: min, maxLength: max, unit: 'grapheme-ascii' });

/** The messages a schema can give: every message its pipes declare (so a refusal never shows valibot's defaults). */
function declaredMessages(schema: v.ObjectSchema<v.ObjectEntries, undefined>): Set<string> {
  const out = new Set<string>();
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const n = node as { message?: unknown; pipe?: unknown[]; wrapped?: unknown };
    if (typeof n.message === 'string') out.add(n.message);
    if (Array.isArray(n.pipe)) n.pipe.forEach(visit);
    // An optional field's own schema.
    visit(n.wrapped);
  };
  Object.values(schema.entries).forEach(visit);
  return out;
}

function expectCleanText(value: string, min: number, max: number) {
  expect(value).toBe(value.trim());
  expect(value.length).toBeGreaterThanOrEqual(min);
  expect(value.length).toBeLessThanOrEqual(max);
}

function expectKnownFieldErrors(
  errors: Record<string, string | undefined>,
  fields: readonly string[],
  messages?: Set<string>,
) {
  const keys = Object.keys(errors);
  expect(keys.length).toBeGreaterThan(0);
  for (const key of keys) {
    expect(fields).toContain(key.split('.')[0]);
    const message = errors[key];
    expect(typeof message === 'string' && message.trim().length > 0).toBe(true);
    if (messages) expect(messages.has(message!), `message "${message}" for ${key}`).toBe(true);
  }
}

const sellValues = fc.record({
  ownerName: maybe(textBetween(2, 100)),
  email: maybe(fc.emailAddress()),
  phone: maybe(textBetween(10, 20)),
  boatMake: maybe(textBetween(2, 100)),
  boatModel: maybe(textBetween(1, 100)),
  boatYear: maybe(fc.integer({ min: 1000, max: 9999 }).map(String)),
  boatLength: maybe(textBetween(1, 10)),
  boatType: maybe(fc.constantFrom(...BOAT_TYPE_KEYS)),
  condition: maybe(fc.constantFrom(...SELL_CONDITIONS)),
  askingPrice: maybe(textBetween(1, 20)),
  location: maybe(textBetween(2, 200)),
  description: maybe(textBetween(20, 2000)),
}) as fc.Arbitrary<SellFormValues>;

describe('sell form (and the client portal submit-boat form)', () => {
  const messages = declaredMessages(sellFormSchema as never);

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), hostileRecord(SELL_FIELDS)), (input) => {
        const r = validateSellForm(input as SellFormValues);
        if (!r.ok) expect(r.firstError.length).toBeGreaterThan(0);
      }),
      RUNS,
    );
  });

  it('refuses with a spec message on a known field, or accepts only clean values within the limits', () => {
    fc.assert(
      fc.property(sellValues, (values) => {
        const r = validateSellForm(values);
        if (!r.ok) return expectKnownFieldErrors(r.errors, SELL_FIELDS, messages);
        const o = r.value;
        expectCleanText(o.ownerName, 2, 100);
        expect(isEmail(o.email)).toBe(true);
        expectCleanText(o.phone, 10, 20);
        expectCleanText(o.boatMake, 2, 100);
        expectCleanText(o.boatModel, 1, 100);
        expectCleanText(o.boatYear, 4, 4);
        expectCleanText(o.boatLength, 1, 10);
        expect(BOAT_TYPE_KEYS).toContain(o.boatType);
        expect(SELL_CONDITIONS).toContain(o.condition);
        expectCleanText(o.askingPrice, 1, 20);
        expectCleanText(o.location, 2, 200);
        expectCleanText(o.description, 20, 2000);
      }),
      RUNS,
    );
  });

  it('submit-boat: never throws; photos and a 4-digit year are enforced; messages name known fields', () => {
    const photo = fc.record({
      name: nastyString,
      type: fc.oneof(fc.constantFrom('image/png', 'image/jpeg', 'application/pdf', '', 'text/html'), nastyString),
    });
    fc.assert(
      fc.property(sellValues, fc.array(photo, { maxLength: 13 }), (values, photos) => {
        const r = validateSubmissionForm(values, photos);
        if (!r.ok) return expectKnownFieldErrors(r.errors, [...SELL_FIELDS, 'photos']);
        expect(r.value.boatYear).toMatch(/^\d{4}$/);
        expect(photos.length).toBeLessThanOrEqual(10);
        expect(photos.every((p) => p.type.startsWith('image/'))).toBe(true);
        expectCleanText(r.value.description, 20, 2000);
      }),
      RUNS,
    );
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (values, photos) => {
        // Wrong shapes are refused or accepted, never a crash.
        try {
          validateSubmissionForm(
            values as SellFormValues,
            (Array.isArray(photos) ? photos : []) as { name: string; type: string }[],
          );
        } catch (error) {
          throw new Error(`crashed: ${String(error)}`, { cause: error });
        }
      }),
      RUNS,
    );
  });
});

describe('contact form', () => {
  const messages = declaredMessages(contactFormSchema as never);
  const values = fc.record({
    name: maybe(textBetween(2, 100)),
    email: maybe(fc.emailAddress()),
    phone: maybe(textBetween(10, 20)),
    subject: maybe(textBetween(3, 200)),
    message: maybe(textBetween(10, 2000)),
  }) as fc.Arbitrary<ContactFormValues>;

  it('never throws', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), hostileRecord(CONTACT_FIELDS)), (input) => {
        validateContactForm(input as ContactFormValues);
      }),
      RUNS,
    );
  });

  it('refuses clearly or accepts clean values within the limits', () => {
    fc.assert(
      fc.property(values, (input) => {
        const r = validateContactForm(input);
        if (!r.ok) return expectKnownFieldErrors(r.errors, CONTACT_FIELDS, messages);
        expectCleanText(r.value.name, 2, 100);
        expect(isEmail(r.value.email)).toBe(true);
        expectCleanText(r.value.phone, 10, 20);
        expectCleanText(r.value.subject, 3, 200);
        expectCleanText(r.value.message, 10, 2000);
      }),
      RUNS,
    );
  });
});

describe('boat inquiry form', () => {
  const FIELDS = ['name', 'email', 'phone', 'message'];
  const values = fc.record({
    name: maybe(textBetween(1, 100)),
    email: maybe(fc.emailAddress()),
    phone: maybe(textBetween(0, 20)),
    message: maybe(textBetween(1, 2000)),
  });

  it('never throws', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), hostileRecord(FIELDS)), (input) => {
        validateInquiryForm(input as InquiryFormValues);
      }),
      RUNS,
    );
  });

  it('refuses clearly or accepts clean values within the limits', () => {
    const known = new Set([
      'Name is required',
      'Name must be at most 100 characters',
      'Email is required',
      'Email must be at most 255 characters',
      'Invalid email address',
      'Phone number must be at most 20 characters',
      'Message is required',
      'Message must be at most 2000 characters',
    ]);
    fc.assert(
      fc.property(values, (input) => {
        const r = validateInquiryForm(input);
        if (!r.ok) return expectKnownFieldErrors(r.errors, FIELDS, known);
        expectCleanText(r.value.name, 1, 100);
        expect(isEmail(r.value.email)).toBe(true);
        expectCleanText(r.value.phone, 0, 20);
        expectCleanText(r.value.message, 1, 2000);
      }),
      RUNS,
    );
  });
});

describe('sign up and login', () => {
  it('never throw; refusals carry a spec message on a known field; accepted values keep the limits', () => {
    const signUp = fc.record({
      fullName: maybe(textBetween(2, 100)),
      email: maybe(fc.emailAddress()),
      phone: maybe(textBetween(0, 20)),
    });
    const messages = declaredMessages(signUpSchema as never);
    fc.assert(
      fc.property(fc.oneof(signUp, hostileRecord(['fullName', 'email', 'phone'])), (input) => {
        const r = v.safeParse(signUpSchema, input);
        if (!r.success) {
          for (const issue of r.issues) {
            expect(['fullName', 'email', 'phone']).toContain(v.getDotPath(issue));
            expect(issue.message.length).toBeGreaterThan(0);
          }
          return;
        }
        expectCleanText(r.output.fullName, 2, 100);
        expect(isEmail(r.output.email)).toBe(true);
        expectCleanText(r.output.phone, 0, 20);
      }),
      RUNS,
    );
    fc.assert(
      fc.property(signUp, (input) => {
        const r = v.safeParse(signUpSchema, input);
        if (!r.success) for (const issue of r.issues) expect(messages.has(issue.message), issue.message).toBe(true);
      }),
      RUNS,
    );
    fc.assert(
      fc.property(fc.anything(), (input) => {
        const r = v.safeParse(loginSchema, input);
        if (r.success) {
          expect(isEmail(r.output.email)).toBe(true);
          expect(r.output.password.length).toBeGreaterThan(0);
        }
      }),
      RUNS,
    );
  });
});

const currentYear = 2026;
const LISTING_FIELDS = [...Object.keys(emptyListingForm())];

function expectValidListing(o: ReturnType<typeof parseListingForm> & { ok: true }) {
  const l = o.value;
  expectCleanText(l.make, 1, 100);
  expectCleanText(l.model, 1, 100);
  expect(Number.isInteger(l.year) && l.year >= 1900 && l.year <= currentYear + 1).toBe(true);
  expect(Number.isFinite(l.length) && l.length > 0).toBe(true);
  expect(Number.isFinite(l.price) && l.price > 0).toBe(true);
  expectCleanText(l.type, 1, 60);
  expect(BOAT_CONDITIONS).toContain(l.condition);
  expectCleanText(l.location, 1, 200);
  expectCleanText(l.description, 10, 5000);
  expect(l.features.length).toBeGreaterThan(0);
  for (const f of l.features) expectCleanText(f, 1, 200);
  for (const [k, value] of Object.entries(l.specifications)) {
    expect(k.length).toBeGreaterThan(0);
    expect(typeof value).toBe('string');
  }
  if (l.commissionRate !== null) expect(l.commissionRate >= 0 && l.commissionRate <= 100).toBe(true);
  expect(BOAT_STATUSES).toContain(l.status);
  expect(typeof l.priceOnRequest).toBe('boolean');
  // A video link is stored only as a canonical watch URL, which the boat page and the feeds read.
  if (l.videoUrl !== null) expect(storedWalkthroughVideo(l.videoUrl)).not.toBeNull();
  // What the form lets through, the rules take: the structured specifications fit the stored schema.
  expect(particularsRefusal(l.particulars)).toBeNull();
}

describe('admin listing form', () => {
  it('never throws on hostile objects', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), hostileRecord(LISTING_FIELDS)), (input) => {
        parseListingForm(input as ListingFormValues, currentYear);
        parseListingEdit(input as never);
      }),
      RUNS,
    );
  });

  it('refuses with a message on a known field, or gives a listing within the stored limits', () => {
    fc.assert(
      fc.property(listingValues, (values) => {
        const r = parseListingForm(values, currentYear);
        if (!r.ok) return expectKnownFieldErrors(r.errors, LISTING_FIELDS);
        expectValidListing(r);
      }),
      RUNS,
    );
  });

  it('edit: refuses clearly or keeps every editable field within limits', () => {
    fc.assert(
      fc.property(listingValues, fc.oneof(fc.boolean(), fc.anything()), (values, showAsSold) => {
        const r = parseListingEdit({ ...values, showAsSold: showAsSold as boolean });
        if (!r.ok)
          return expectKnownFieldErrors(r.errors, [
            'make',
            'model',
            'year',
            'length',
            'type',
            'condition',
            'price',
            'priceOnRequest',
            'description',
            'location',
            'features',
            'status',
            'showAsSold',
            'imageCount',
            'particulars',
            'videoUrl',
          ]);
        for (const f of r.value.features) expectCleanText(f, 1, 200);
        if (r.value.videoUrl !== null) expect(storedWalkthroughVideo(r.value.videoUrl)).not.toBeNull();
        expectCleanText(r.value.make, 1, 100);
        expect(Number.isFinite(r.value.length) && r.value.length > 0).toBe(true);
        expect(BOAT_CONDITIONS).toContain(r.value.condition);
        expect(particularsRefusal(r.value.particulars)).toBeNull();
        expect(Number.isFinite(r.value.price) && r.value.price > 0).toBe(true);
        expectCleanText(r.value.location, 1, 200);
        expectCleanText(r.value.description, 10, 5000);
        expect(typeof r.value.priceOnRequest).toBe('boolean');
        expect(r.value.showAsSold && r.value.status !== 'sold').toBe(false);
        expect(values.imageCount).toBeLessThanOrEqual(10);
      }),
      RUNS,
    );
  });
});

const POST_FIELDS = ['title', 'slug', 'excerpt', 'content', 'featuredImageUrl', 'tags', 'status'];
describe('blog editor form', () => {
  it('never throws on hostile objects', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), hostileRecord(POST_FIELDS)), (input) => {
        const r = validatePostForm(input as PostFormValues);
        if (!r.ok) expect(r.message.length).toBeGreaterThan(0);
      }),
      RUNS,
    );
  });

  it('refuses with a message on a known field, or gives a post within the stored limits', () => {
    fc.assert(
      fc.property(postValues, (values) => {
        const r = validatePostForm(values);
        if (!r.ok) {
          expect(r.message.trim().length).toBeGreaterThan(0);
          return expectKnownFieldErrors(r.errors, POST_FIELDS);
        }
        const p = r.value;
        expectCleanText(p.title, 1, 200);
        expect(p.slug.length).toBeLessThanOrEqual(220);
        expect(isValidSlug(p.slug)).toBe(true);
        if (p.excerpt !== null) expectCleanText(p.excerpt, 1, 300);
        expect(p.content.trim().length).toBeGreaterThan(0);
        expect(p.content.length).toBeLessThanOrEqual(100_000);
        if (p.featuredImageUrl !== null) {
          expect(p.featuredImageUrl.length).toBeLessThanOrEqual(2048);
          expect(p.featuredImageUrl).toMatch(/^(?:https?:\/\/|\/(?!\/))/i);
        }
        for (const t of p.tags) expectCleanText(t, 1, 60);
        expect(BLOG_STATUSES).toContain(p.status);
      }),
      RUNS,
    );
  });

  it('slugify always gives a valid slug or nothing; parseTags gives trimmed, non-empty tags', () => {
    fc.assert(
      fc.property(nastyString, (text) => {
        const slug = slugify(text);
        expect(slug === '' || isValidSlug(slug)).toBe(true);
        for (const t of parseTags(text)) expectCleanText(t, 1, Number.MAX_SAFE_INTEGER);
      }),
      RUNS,
    );
  });
});

describe('lead (last check before storage)', () => {
  const lead = fc.record(
    {
      inquiryType: fc.oneof(fc.constantFrom('boat', 'sell', 'contact'), nastyString),
      boatId: fc.oneof(fc.constant(null), nastyString),
      boatTitle: fc.oneof(fc.constant(null), nastyString),
      name: maybe(textBetween(1, 100)),
      email: fc.oneof(fc.emailAddress(), emailish),
      phone: fc.oneof(fc.constant(null), nastyString),
      message: fc.oneof(fc.constant(null), nastyString),
      details: fc.dictionary(fc.oneof(nastyString, fc.constantFrom('__proto__', 'constructor', 'a.b')), nastyString, {
        maxKeys: 4,
      }),
    },
    { requiredKeys: ['inquiryType', 'name', 'email'] },
  );
  const FIELDS = ['inquiryType', 'boatId', 'boatTitle', 'name', 'email', 'phone', 'message', 'details'];

  it('never throws anything but InvalidLeadError, whose issues name a known field', () => {
    fc.assert(
      fc.property(fc.oneof(lead, fc.anything(), hostileRecord(FIELDS)), (input) => {
        try {
          toInquiry(input as LeadInput, 'id-1', new Date('2026-01-01T00:00:00Z'));
        } catch (error) {
          expect(error).toBeInstanceOf(InvalidLeadError);
          const issues = (error as InvalidLeadError).issues;
          expect(issues.length).toBeGreaterThan(0);
          for (const issue of issues) expect([...FIELDS, 'lead']).toContain(issue.split(/[.:]/)[0]);
        }
      }),
      RUNS,
    );
  });
});
