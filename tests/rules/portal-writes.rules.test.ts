/**
 * The portal's writes as firestore.rules decides them on the Firestore emulator: each scenario is a write the app's
 * replication makes (a whole document, `_deleted` for a removal), with the answer it must get written beside it, so
 * a rule that lets through or refuses the wrong write fails here. Run with `npm run test:rules`.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import 'firebase/compat/app';
import 'firebase/compat/firestore';
import { emulatorAddress, PROJECT_ID } from './emulator-env';
import {
  ADMIN,
  ADMIN_CLAIMS,
  AT,
  LATER,
  OTHER,
  OWNER,
  blogPost,
  boat,
  profile,
  searchAlert,
  replicated,
  savedBoat,
  seeded,
  siteSettings,
  submission,
  viewCount,
  largestParticularValues,
} from './fixtures';
import type { PortalCollectionName } from '@/data/collections/portal-collections';
import { SUBMISSION_PHOTO_LIMITS, SUBMISSION_PHOTOS_MAX } from '@harbour/domain/schemas/submission';

type Data = Record<string, unknown>;
type Who = 'client' | 'admin';

interface Scenario {
  name: string;
  who: Who;
  collection: PortalCollectionName;
  before: Data | null;
  /** The document after the write; null = removed. */
  after: Data | null;
  allowed: boolean;
  /** Its document id, where the scenario is about the id (else idOf's). */
  id?: string;
}

/** A Storage download URL of the owner's photo of the scenario's submission (finding 4: nothing else may be stored). */
const storedUrl = (photoId: string, owner = OWNER) =>
  `https://firebasestorage.googleapis.com/v0/b/demo-harbour.appspot.com/o/submissions%2F${owner}%2Fportal-submissions%2F${photoId}?alt=media&token=5e0c-41d2`;
const pendingPhotos = [
  { id: 'p1', url: 'pending:p1', displayOrder: 0 },
  { id: 'p2', url: storedUrl('p2'), displayOrder: 1 },
];
const pendingSubmission = submission({ photos: pendingPhotos });
const stored = (url: string) => [{ ...pendingPhotos[0]!, url }, pendingPhotos[1]!];
const edited = (doc: Data, over: Data) => ({ ...doc, ...over, updatedAt: LATER });
// The most a submission holds: rules evaluate at most 1,000 expressions a request, and check photos one by one.
const tenPhotos = Array.from({ length: 10 }, (_, i) => ({ id: `p${i}`, url: `pending:p${i}`, displayOrder: i }));
const fullSubmission = submission({ photos: tenPhotos });
/** Every structured specification (the most the rules check of them), as a careful owner fills them in. */
const allParticulars = {
  engineMake: 'Volvo Penta',
  engineModel: 'IPS 800',
  engineCount: 6,
  engineHorsepower: 625.5,
  engineHours: [1210, 1188.5, 1300, 1301, 1299, 1302],
  fuelType: 'diesel',
  hullMaterial: 'fiberglass',
  hullType: 'modified_v',
  cabins: 3,
  berths: 6,
  heads: 2,
  fuelTankGal: 660,
  waterTankGal: 150.5,
  beamFt: 15.75,
  draftFt: 3.5,
  cruisingSpeedKn: 24,
  maxSpeedKn: 33.5,
  maxPassengers: 14,
  builder: 'Fairline Yachts',
  designer: 'Bernard Olesinski',
  flag: 'Bahamas',
  lyingLocation: 'Nassau Harbour Club',
};

/** Finding N5: a value as large as Firestore takes. */
const ONE_MIB = 'x'.repeat(1024 * 1024 - 1024);
/** Every specification given, each at its largest. */
const largestParticulars = { ...allParticulars, ...largestParticularValues() };
/** The most photos, each id as long as allowed. */
const largestSubmission = submission({
  photos: Array.from({ length: SUBMISSION_PHOTOS_MAX }, (_, i) => {
    const id = `${i}`.padStart(SUBMISSION_PHOTO_LIMITS.id, 'p');
    return { id, url: `pending:${id}`, displayOrder: i };
  }),
});

const SCENARIOS: Scenario[] = [
  // A client's submissions.
  {
    name: 'a client submits a boat for itself, pending review',
    who: 'client',
    collection: 'submissions',
    before: null,
    after: submission(),
    allowed: true,
  },
  {
    name: 'finding 4: a client submits a photo hosted elsewhere',
    who: 'client',
    collection: 'submissions',
    before: null,
    after: submission({ photos: [{ id: 'p1', url: 'https://attacker.example/boat.jpg', displayOrder: 0 }] }),
    allowed: false,
  },
  {
    name: "finding 4: a client's device stores a waiting photo as another owner's file",
    who: 'client',
    collection: 'submissions',
    before: pendingSubmission,
    after: edited(pendingSubmission, { photos: stored(storedUrl('p1', OTHER)) }),
    allowed: false,
  },
  {
    name: 'finding 4: a client resubmits with a photo hosted elsewhere',
    who: 'client',
    collection: 'submissions',
    before: { ...fullSubmission, status: 'needs_changes', reviewNote: 'Brighter photos.' },
    after: edited(
      { ...fullSubmission, reviewNote: 'Brighter photos.' },
      {
        photos: tenPhotos.map((p, i) => ({ ...p, url: i === 4 ? 'https://attacker.example/x.jpg' : storedUrl(p.id) })),
      },
    ),
    allowed: false,
  },
  {
    name: 'a client submits a boat already approved',
    who: 'client',
    collection: 'submissions',
    before: null,
    after: submission({ status: 'approved' }),
    allowed: false,
  },
  {
    name: "a client submits a boat in another owner's name",
    who: 'client',
    collection: 'submissions',
    before: null,
    after: submission({ userId: OTHER }),
    allowed: false,
  },
  {
    name: 'a client resubmits a submission it was asked to change',
    who: 'client',
    collection: 'submissions',
    before: submission({ status: 'needs_changes', reviewNote: 'Add engine hours.' }),
    after: edited(submission({ reviewNote: 'Add engine hours.' }), {
      submissionData: { ...(submission().submissionData as Data), description: 'Engines: 410 hours.' },
    }),
    allowed: true,
  },
  {
    name: 'a client edits a submission waiting for review',
    who: 'client',
    collection: 'submissions',
    before: pendingSubmission,
    after: edited(pendingSubmission, {
      submissionData: { ...(submission().submissionData as Data), askingPrice: '99000' },
    }),
    allowed: false,
  },
  {
    name: 'a client approves its own submission',
    who: 'client',
    collection: 'submissions',
    before: pendingSubmission,
    after: edited(pendingSubmission, { status: 'approved' }),
    allowed: false,
  },
  {
    name: "a client's device stores a waiting photo of a submission waiting for review",
    who: 'client',
    collection: 'submissions',
    before: pendingSubmission,
    after: edited(pendingSubmission, { photos: stored(storedUrl('p1')) }),
    allowed: true,
  },
  {
    name: 'a client swaps a stored photo of a submission waiting for review for another',
    who: 'client',
    collection: 'submissions',
    before: pendingSubmission,
    after: edited(pendingSubmission, {
      photos: [pendingPhotos[0]!, { ...pendingPhotos[1]!, url: storedUrl('other') }],
    }),
    allowed: false,
  },
  {
    name: 'a client reorders the photos of a submission waiting for review',
    who: 'client',
    collection: 'submissions',
    before: pendingSubmission,
    after: edited(pendingSubmission, { photos: [pendingPhotos[1]!, pendingPhotos[0]!] }),
    allowed: false,
  },
  {
    name: 'a client replaces a waiting photo by another photo of a submission waiting for review',
    who: 'client',
    collection: 'submissions',
    before: pendingSubmission,
    after: edited(pendingSubmission, {
      photos: [{ id: 'p9', url: storedUrl('p9'), displayOrder: 0 }, pendingPhotos[1]!],
    }),
    allowed: false,
  },
  {
    name: "a client's device stores a photo after the submission was approved",
    who: 'client',
    collection: 'submissions',
    before: { ...pendingSubmission, status: 'approved' },
    after: edited({ ...pendingSubmission, status: 'approved' }, { photos: stored(storedUrl('p1')) }),
    allowed: false,
  },
  {
    name: 'a client submits ten photos',
    who: 'client',
    collection: 'submissions',
    before: null,
    after: fullSubmission,
    allowed: true,
  },
  {
    name: "a client's device stores the last of ten waiting photos",
    who: 'client',
    collection: 'submissions',
    before: fullSubmission,
    after: edited(fullSubmission, {
      photos: tenPhotos.map((p, i) => (i === 9 ? { ...p, url: storedUrl('p9') } : p)),
    }),
    allowed: true,
  },
  {
    name: "a client's device stores ten waiting photos in one push",
    who: 'client',
    collection: 'submissions',
    before: fullSubmission,
    after: edited(fullSubmission, { photos: tenPhotos.map((p) => ({ ...p, url: storedUrl(p.id) })) }),
    allowed: true,
  },
  {
    name: 'a client resubmits ten photos it was asked to change',
    who: 'client',
    collection: 'submissions',
    before: { ...fullSubmission, status: 'needs_changes', reviewNote: 'Brighter photos.' },
    after: edited(
      { ...fullSubmission, reviewNote: 'Brighter photos.' },
      { photos: tenPhotos.map((p) => ({ ...p, url: storedUrl(p.id) })) },
    ),
    allowed: true,
  },
  {
    name: 'an admin approves a submission of ten photos',
    who: 'admin',
    collection: 'submissions',
    before: fullSubmission,
    after: edited(fullSubmission, { status: 'approved' }),
    allowed: true,
  },
  {
    name: 'a client submits a photo without an id',
    who: 'client',
    collection: 'submissions',
    before: null,
    after: submission({ photos: [{ url: null, displayOrder: 0 }] }),
    allowed: false,
  },
  {
    name: 'a client submits eleven photos',
    who: 'client',
    collection: 'submissions',
    before: null,
    after: submission({ photos: Array.from({ length: 11 }, (_, i) => ({ id: `p${i}`, url: null, displayOrder: i })) }),
    allowed: false,
  },
  {
    name: 'a client removes its submission',
    who: 'client',
    collection: 'submissions',
    before: pendingSubmission,
    after: null,
    allowed: false,
  },
  {
    name: 'an admin reviews a submission',
    who: 'admin',
    collection: 'submissions',
    before: pendingSubmission,
    after: edited(pendingSubmission, { status: 'needs_changes', reviewNote: 'More photos, please.' }),
    allowed: true,
  },
  {
    name: 'an admin removes a submission',
    who: 'admin',
    collection: 'submissions',
    before: pendingSubmission,
    after: null,
    allowed: true,
  },
  // Profiles.
  {
    name: 'a client renames itself',
    who: 'client',
    collection: 'profiles',
    before: profile(),
    after: edited(profile(), { fullName: 'Marina K. Knowles' }),
    allowed: true,
  },
  {
    name: 'a client turns on emails for a saved search',
    who: 'client',
    collection: 'profiles',
    before: profile(),
    after: edited(profile(), { searchAlerts: [searchAlert('s1')] }),
    allowed: true,
  },
  {
    name: 'a client turns on emails for 6 searches',
    who: 'client',
    collection: 'profiles',
    before: profile(),
    after: edited(profile(), { searchAlerts: Array.from({ length: 6 }, (_, n) => searchAlert(`s${n}`)) }),
    allowed: false,
  },
  {
    name: 'a client sends the emails of a search elsewhere',
    who: 'client',
    collection: 'profiles',
    before: profile(),
    after: edited(profile(), { searchAlerts: [{ ...searchAlert('s1'), to: 'someone-else@example.com' }] }),
    allowed: false,
  },
  {
    name: 'a client writes a search alert without a date',
    who: 'client',
    collection: 'profiles',
    before: profile(),
    after: edited(profile(), { searchAlerts: [{ ...searchAlert('s1'), createdAt: 'today' }] }),
    allowed: false,
  },
  {
    name: 'finding 1: a client writes a profile whose createdAt is not a date-time',
    who: 'client',
    collection: 'profiles',
    before: profile(),
    after: edited(profile(), { createdAt: 'yesterday' }),
    allowed: false,
  },
  {
    name: 'finding 11: a client puts another email in its profile',
    who: 'client',
    collection: 'profiles',
    before: profile(),
    after: edited(profile(), { email: 'harbour.master@example.com' }),
    allowed: false,
  },
  {
    name: 'finding 11: a client blanks its name',
    who: 'client',
    collection: 'profiles',
    before: profile(),
    after: edited(profile(), { fullName: '   ' }),
    allowed: false,
  },
  {
    name: 'finding 11: a client gives its profile a new createdAt',
    who: 'client',
    collection: 'profiles',
    before: profile(),
    after: edited(profile(), { createdAt: '2020-01-01T00:00:00.000Z' }),
    allowed: false,
  },
  {
    name: 'finding 11: a client creates its own profile (the functions do, with the account email)',
    who: 'client',
    collection: 'profiles',
    before: null,
    after: profile({ email: 'someone.else@example.com' }),
    allowed: false,
  },
  {
    name: 'a client changes its phone',
    who: 'client',
    collection: 'profiles',
    before: profile(),
    after: edited(profile(), { phone: '+1 242 555 0199' }),
    allowed: true,
  },
  {
    name: 'a client writes a role into its profile',
    who: 'client',
    collection: 'profiles',
    before: profile(),
    after: edited(profile(), { role: 'admin' }),
    allowed: false,
  },
  {
    name: 'a client gives itself a 101-character name',
    who: 'client',
    collection: 'profiles',
    before: profile(),
    after: edited(profile(), { fullName: 'x'.repeat(101) }),
    allowed: false,
  },
  // What only the team changes.
  {
    name: 'a client edits its own listing',
    who: 'client',
    collection: 'boats',
    before: boat(),
    after: edited(boat(), { price: 1 }),
    allowed: false,
  },
  {
    name: 'a client writes a commission',
    who: 'client',
    collection: 'boatCommercials',
    before: null,
    after: { commissionRate: 1, updatedAt: LATER },
    allowed: false,
  },
  {
    name: 'a client writes a post',
    who: 'client',
    collection: 'blogPosts',
    before: null,
    after: blogPost(),
    allowed: false,
  },
  {
    name: 'a client writes a view count',
    who: 'client',
    collection: 'viewCounts',
    before: viewCount(),
    after: edited(viewCount(), { total: 9999 }),
    allowed: false,
  },
  // Structured specifications (particulars): an owner writes them and approval copies them into a public listing.
  {
    name: 'a client submits ten photos and every structured specification',
    who: 'client',
    collection: 'submissions',
    before: null,
    after: { ...fullSubmission, particulars: allParticulars },
    allowed: true,
  },
  {
    name: 'a client resubmits with its specifications changed',
    who: 'client',
    collection: 'submissions',
    before: submission({ status: 'needs_changes', reviewNote: 'Add the engine hours.' }),
    after: edited(submission({ reviewNote: 'Add the engine hours.' }), {
      particulars: { engineCount: 2, engineHours: [410, 406] },
    }),
    allowed: true,
  },
  // A submission's specifications: only their keys are the rules' to check (rules stop at 1,000 evaluated
  // expressions, and ten photos take nearly all of them); their values are the schema's, which the admin's replica
  // checks at its door (a submission that fails is quarantined: src/data/door/at-the-door.test.ts).
  {
    name: 'a client submits a specification the site does not know',
    who: 'client',
    collection: 'submissions',
    before: null,
    after: submission({ particulars: { cabins: 2, sponsorLink: 'https://evil.example' } }),
    allowed: false,
  },
  {
    name: 'a client submits specifications that are not a set of fields',
    who: 'client',
    collection: 'submissions',
    before: null,
    after: submission({ particulars: ['cabins', 2] }),
    allowed: false,
  },
  {
    name: 'a client submits more engine hours than engines (left to the admin replica’s door)',
    who: 'client',
    collection: 'submissions',
    before: null,
    after: submission({ particulars: { engineCount: 1, engineHours: [410, 406] } }),
    allowed: true,
  },
  // Finding N5: a photo entry's fields are bounded, the largest document included (ten photos, every specification at
  // its largest: within the 1,000 expressions a request may evaluate).
  {
    name: 'finding N5: a client submits ten photos and every specification, each at its largest',
    who: 'client',
    collection: 'submissions',
    before: null,
    after: { ...largestSubmission, particulars: largestParticulars },
    allowed: true,
  },
  {
    name: 'finding N5: an admin approves ten photos and every specification, each at its largest',
    who: 'admin',
    collection: 'submissions',
    before: { ...largestSubmission, particulars: largestParticulars },
    after: edited({ ...largestSubmission, particulars: largestParticulars }, { status: 'approved' }),
    allowed: true,
  },
  {
    name: 'finding N5: a client submits a photo with a 1 MiB field more',
    who: 'client',
    collection: 'submissions',
    before: null,
    after: submission({ photos: [{ id: 'p1', url: 'pending:p1', displayOrder: 0, caption: ONE_MIB }] }),
    allowed: false,
  },
  {
    name: "finding N5: a client's device adds a field to a photo while it stores it",
    who: 'client',
    collection: 'submissions',
    before: pendingSubmission,
    after: edited(pendingSubmission, {
      photos: [{ ...pendingPhotos[0]!, url: storedUrl('p1'), caption: ONE_MIB }, pendingPhotos[1]!],
    }),
    allowed: false,
  },
  {
    name: 'an admin gives a listing every structured specification and a walkthrough video',
    who: 'admin',
    collection: 'boats',
    before: boat(),
    after: edited(boat(), { particulars: allParticulars, videoUrl: 'https://youtu.be/dQw4w9WgXcQ' }),
    allowed: true,
  },
  // A listing's: known keys, text of 1..100 characters, numbers, known choices, at most 6 engine hours.
  {
    name: 'an admin writes a fuel type not on the list',
    who: 'admin',
    collection: 'boats',
    before: boat(),
    after: edited(boat(), { particulars: { fuelType: 'rocket' } }),
    allowed: false,
  },
  {
    name: 'an admin writes two and a half cabins',
    who: 'admin',
    collection: 'boats',
    before: boat(),
    after: edited(boat(), { particulars: { cabins: 2.5 } }),
    allowed: false,
  },
  {
    name: 'an admin writes a beam that is text',
    who: 'admin',
    collection: 'boats',
    before: boat(),
    after: edited(boat(), { particulars: { beamFt: '10 ft' } }),
    allowed: false,
  },
  {
    name: 'an admin writes seven engine hours',
    who: 'admin',
    collection: 'boats',
    before: boat(),
    after: edited(boat(), { particulars: { engineHours: [1, 2, 3, 4, 5, 6, 7] } }),
    allowed: false,
  },
  {
    name: 'an admin writes a 101-character builder',
    who: 'admin',
    collection: 'boats',
    before: boat(),
    after: edited(boat(), { particulars: { builder: 'B'.repeat(101) } }),
    allowed: false,
  },
  {
    name: 'an admin writes a negative beam (left to every replica’s door)',
    who: 'admin',
    collection: 'boats',
    before: boat(),
    after: edited(boat(), { particulars: { beamFt: -1 } }),
    allowed: true,
  },
  {
    name: 'an admin writes a video link of 301 characters',
    who: 'admin',
    collection: 'boats',
    before: boat(),
    after: edited(boat(), { videoUrl: `https://youtu.be/${'a'.repeat(284)}` }),
    allowed: false,
  },
  // Admins: any change of the right shape.
  {
    name: 'an admin marks a listing sold',
    who: 'admin',
    collection: 'boats',
    before: boat(),
    after: edited(boat(), { status: 'sold' }),
    allowed: true,
  },
  {
    name: 'an admin puts a listing under offer, its price on request, with its history',
    who: 'admin',
    collection: 'boats',
    before: boat(),
    after: edited(boat(), {
      status: 'under_offer',
      priceOnRequest: true,
      priceHistory: [{ at: AT, from: 300000, to: 289000 }],
      statusHistory: [{ at: AT, from: 'active', to: 'under_offer' }],
      publishedAt: AT,
      soldAt: null,
      changedAt: AT,
    }),
    allowed: true,
  },
  {
    name: 'an admin writes a price history of 101 changes',
    who: 'admin',
    collection: 'boats',
    before: boat(),
    after: edited(boat(), { priceHistory: Array.from({ length: 101 }, () => ({ at: AT, from: 2, to: 1 })) }),
    allowed: false,
  },
  {
    name: "an admin writes 'yes' as price on request",
    who: 'admin',
    collection: 'boats',
    before: boat(),
    after: edited(boat(), { priceOnRequest: 'yes' }),
    allowed: false,
  },
  {
    name: 'an admin writes a sold date that is not a date',
    who: 'admin',
    collection: 'boats',
    before: boat(),
    after: edited(boat(), { status: 'sold', soldAt: 'last week' }),
    allowed: false,
  },
  {
    name: 'an admin gives a listing an unknown status',
    who: 'admin',
    collection: 'boats',
    before: boat(),
    after: edited(boat(), { status: 'bogus' }),
    allowed: false,
  },
  {
    name: 'an admin gives a listing eleven images',
    who: 'admin',
    collection: 'boats',
    before: boat(),
    after: edited(boat(), {
      images: Array.from({ length: 11 }, (_, i) => ({
        id: `i${i}`,
        url: 'https://example.com/i.jpg',
        isPrimary: i === 0,
        displayOrder: i,
      })),
    }),
    allowed: false,
  },
  {
    name: 'an admin gives a listing a negative price',
    who: 'admin',
    collection: 'boats',
    before: boat(),
    after: edited(boat(), { price: -1 }),
    allowed: false,
  },
  { name: 'an admin removes a listing', who: 'admin', collection: 'boats', before: boat(), after: null, allowed: true },
  {
    name: 'an admin sets a 5% commission',
    who: 'admin',
    collection: 'boatCommercials',
    before: null,
    after: { commissionRate: 5, updatedAt: LATER },
    allowed: true,
  },
  {
    name: 'an admin sets a 150% commission',
    who: 'admin',
    collection: 'boatCommercials',
    before: null,
    after: { commissionRate: 150, updatedAt: LATER },
    allowed: false,
  },
  {
    name: 'an admin archives a post',
    who: 'admin',
    collection: 'blogPosts',
    before: blogPost(),
    after: edited(blogPost(), { status: 'archived' }),
    allowed: true,
  },
  {
    name: 'an admin titles a post with 201 characters',
    who: 'admin',
    collection: 'blogPosts',
    before: blogPost(),
    after: edited(blogPost(), { title: 'x'.repeat(201) }),
    allowed: false,
  },
  {
    name: 'an admin turns days on market on for the public site',
    who: 'admin',
    collection: 'siteSettings',
    before: siteSettings(),
    after: edited(siteSettings(), { showDaysOnMarket: true }),
    allowed: true,
  },
  {
    name: 'an admin saves the site settings for the first time',
    who: 'admin',
    collection: 'siteSettings',
    before: null,
    after: siteSettings({ showDaysOnMarket: true }),
    allowed: true,
  },
  {
    name: 'a client turns days on market on for the public site',
    who: 'client',
    collection: 'siteSettings',
    before: siteSettings(),
    after: edited(siteSettings(), { showDaysOnMarket: true }),
    allowed: false,
  },
  {
    name: 'an admin adds a setting the site does not have',
    who: 'admin',
    collection: 'siteSettings',
    before: siteSettings(),
    after: edited(siteSettings(), { showCommission: true }),
    allowed: false,
  },
  {
    name: "an admin sets days on market to 'yes' (not yes or no)",
    who: 'admin',
    collection: 'siteSettings',
    before: siteSettings(),
    after: edited(siteSettings(), { showDaysOnMarket: 'yes' }),
    allowed: false,
  },
  {
    name: 'an admin dates the site settings with something that is no date',
    who: 'admin',
    collection: 'siteSettings',
    before: siteSettings(),
    after: { ...siteSettings({ showDaysOnMarket: true }), updatedAt: 'tomorrow' },
    allowed: false,
  },
  {
    name: 'an admin sets the exchange rates, with the date they were set',
    who: 'admin',
    collection: 'siteSettings',
    before: siteSettings(),
    after: edited(siteSettings(), { exchangeRates: { EUR: 0.95, GBP: 0.79, CAD: 1.4 }, exchangeRatesSetAt: AT }),
    allowed: true,
  },
  {
    name: 'an admin sets a euro rate with a slipped decimal point (95 for 0.95)',
    who: 'admin',
    collection: 'siteSettings',
    before: siteSettings(),
    after: edited(siteSettings(), { exchangeRates: { EUR: 95, GBP: 0.79, CAD: 1.4 }, exchangeRatesSetAt: AT }),
    allowed: false,
  },
  {
    name: 'an admin sets exchange rates without their date',
    who: 'admin',
    collection: 'siteSettings',
    before: siteSettings(),
    after: edited(siteSettings(), { exchangeRates: { EUR: 0.95, GBP: 0.79, CAD: 1.4 } }),
    allowed: false,
  },
  {
    name: 'an admin adds a currency the site does not have',
    who: 'admin',
    collection: 'siteSettings',
    before: siteSettings(),
    after: edited(siteSettings(), {
      exchangeRates: { EUR: 0.95, GBP: 0.79, CAD: 1.4, JPY: 150 },
      exchangeRatesSetAt: AT,
    }),
    allowed: false,
  },
  {
    name: 'an admin writes site settings under another id',
    who: 'admin',
    collection: 'siteSettings',
    before: null,
    after: siteSettings({ showDaysOnMarket: true }),
    allowed: false,
    id: 'private',
  },
  {
    name: 'an admin removes the site settings',
    who: 'admin',
    collection: 'siteSettings',
    before: siteSettings(),
    after: null,
    allowed: false,
  },
  // A user's own shortlist.
  {
    name: 'a client saves a boat to its account',
    who: 'client',
    collection: 'savedBoats',
    id: `${OWNER}_boat-1`,
    before: null,
    after: savedBoat(OWNER, 'boat-1'),
    allowed: true,
  },
  {
    name: 'a client takes a saved boat off (marked removed)',
    who: 'client',
    collection: 'savedBoats',
    id: `${OWNER}_boat-1`,
    before: savedBoat(OWNER, 'boat-1'),
    after: edited(savedBoat(OWNER, 'boat-1'), { removedAt: LATER }),
    allowed: true,
  },
  {
    name: 'an admin saves a boat to its own account',
    who: 'admin',
    collection: 'savedBoats',
    id: `${ADMIN}_boat-1`,
    before: null,
    after: savedBoat(ADMIN, 'boat-1'),
    allowed: true,
  },
  {
    name: "an admin writes a client's saved boat",
    who: 'admin',
    collection: 'savedBoats',
    id: `${OWNER}_boat-1`,
    before: savedBoat(OWNER, 'boat-1'),
    after: edited(savedBoat(OWNER, 'boat-1'), { removedAt: LATER }),
    allowed: false,
  },
  {
    name: 'a client saves a boat under the id of another boat',
    who: 'client',
    collection: 'savedBoats',
    id: `${OWNER}_boat-2`,
    before: null,
    after: savedBoat(OWNER, 'boat-1'),
    allowed: false,
  },
  {
    name: 'a client deletes a saved boat',
    who: 'client',
    collection: 'savedBoats',
    id: `${OWNER}_boat-1`,
    before: savedBoat(OWNER, 'boat-1'),
    after: null,
    allowed: false,
  },
  {
    name: 'an admin writes a view count',
    who: 'admin',
    collection: 'viewCounts',
    before: viewCount(),
    after: edited(viewCount(), { total: 9999 }),
    allowed: false,
  },
];

/** The document id of each scenario's collection: profiles are keyed by their owner. */
const idOf = (s: Scenario) =>
  s.id ??
  (s.collection === 'profiles'
    ? OWNER
    : s.collection === 'viewCounts'
      ? 'boat:boat-1'
      : s.collection === 'siteSettings'
        ? 'public'
        : `portal-${s.collection}`);

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: `${PROJECT_ID}-portal-writes`,
    firestore: {
      rules: readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8'),
      ...emulatorAddress('FIRESTORE_EMULATOR_HOST'),
    },
  });
});

afterAll(async () => {
  await env?.cleanup();
});

beforeEach(async () => {
  await env.clearFirestore();
});

async function firestoreAllows(s: Scenario): Promise<boolean> {
  const path = `${s.collection}/${idOf(s)}`;
  if (s.before)
    await env.withSecurityRulesDisabled((context) =>
      context
        .firestore()
        .doc(path)
        .set({ ...s.before, ...seeded() }),
    );
  const db =
    s.who === 'admin'
      ? env.authenticatedContext(ADMIN, { ...ADMIN_CLAIMS, email: 'alicia.ferguson@example.com' }).firestore()
      : env
          .authenticatedContext(OWNER, { role: 'client', email: 'marina.knowles@example.com', email_verified: true })
          .firestore();
  // As the replication writes it: the whole document, a removal as `_deleted: true`.
  const data = s.after
    ? { ...s.after, ...replicated() }
    : { ...s.before, updatedAt: LATER, ...replicated(), _deleted: true };
  try {
    await db.doc(path).set(data);
    return true;
  } catch (error) {
    if ((error as { code?: string }).code !== 'permission-denied') throw error;
    return false;
  }
}

describe('firestore.rules decides every portal write as written here', () => {
  it.each(SCENARIOS)('$name: allowed = $allowed', async (s) => {
    expect(await firestoreAllows(s)).toBe(s.allowed);
  });
});
