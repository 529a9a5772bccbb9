/**
 * Documents for the Firestore rules suite, shaped like packages/domain/src/schemas/*.ts and like RxDB's Firestore
 * replication writes them (no `id` field, plus `serverTimestamp` and `_deleted`).
 */
import { ownerLeadOf } from '@harbour/domain/schemas/owner-lead';
import { MAX_ENGINES, PARTICULAR_KINDS, PARTICULAR_TEXT_MAX } from '@harbour/domain/schemas/particulars';
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';

export const OWNER = 'owner-marina';
export const OTHER = 'owner-kevin';
export const ADMIN = 'admin-alicia';
/**
 * The claims of an admin's session: role admin, and (#32) a sign-in that passed the second factor, as Firebase writes it
 * in the token's `firebase` claim after the SMS code.
 */
export const ADMIN_CLAIMS = {
  role: 'admin',
  firebase: { sign_in_provider: 'password', sign_in_second_factor: 'phone' },
} as const;
export const AT = '2026-11-20T10:00:00.000Z';
export const LATER = '2026-11-21T09:30:00.000Z';

type Data = Record<string, unknown>;

/** What RxDB's replication adds to every write. */
export function replicated(): Data {
  return { serverTimestamp: firebase.firestore.FieldValue.serverTimestamp(), _deleted: false };
}

/** For seeding with rules disabled: a fixed past time instead of the request time. */
export function seeded(): Data {
  return { serverTimestamp: firebase.firestore.Timestamp.fromDate(new Date(AT)), _deleted: false };
}

export function boat(over: Data = {}): Data {
  return {
    year: 2019,
    make: 'Boston Whaler',
    model: '330 Outrage',
    type: 'Center Console',
    condition: 'used',
    price: 289000,
    length: 33,
    description: 'Twin Mercury 300s, kept on a lift at Palm Cay.',
    location: 'Nassau, Bahamas',
    features: ['T-top'],
    specifications: { beam: '10\' 6"' },
    status: 'active',
    createdAt: AT,
    createdBy: OWNER,
    updatedAt: AT,
    images: [{ id: 'img-1', url: 'https://example.com/b.jpg', isPrimary: true, displayOrder: 0 }],
    ...over,
  };
}

export function submissionData(over: Data = {}): Data {
  return {
    year: 2015,
    make: 'Sea Ray',
    model: 'Sundancer 350',
    length: '35',
    boatType: 'Cruiser',
    condition: 'Used',
    askingPrice: '145000',
    location: 'Nassau',
    description: 'Well kept, new canvas 2025.',
    ownerName: 'Marina Knowles',
    email: 'marina.knowles@example.com',
    phone: '+1 242 555 0101',
    ...over,
  };
}

export function submission(over: Data = {}): Data {
  return {
    userId: OWNER,
    status: 'pending',
    reviewNote: null,
    submissionData: submissionData(),
    photos: [{ id: 'p1', url: 'pending:p1', displayOrder: 0 }],
    boatId: null,
    submittedAt: AT,
    updatedAt: AT,
    ...over,
  };
}

export function inquiry(over: Data = {}): Data {
  return {
    boatId: 'boat-1',
    boatTitle: '2019 Boston Whaler 330 Outrage',
    name: 'Dwayne Pratt',
    email: 'dwayne.pratt@example.com',
    phone: '+1 242 555 0188',
    message: 'Is she still available for a sea trial next week?',
    inquiryType: 'boat',
    status: 'new',
    details: {},
    createdAt: AT,
    updatedAt: AT,
    ...over,
  };
}

export function profile(over: Data = {}): Data {
  return {
    fullName: 'Marina Knowles',
    phone: null,
    email: 'marina.knowles@example.com',
    createdAt: AT,
    updatedAt: AT,
    ...over,
  };
}

/** A saved search a user gets emails for (profiles' searchAlerts). */
export function searchAlert(id: string, over: Data = {}): Data {
  return { id, name: 'Catamarans under $900k', params: 'type=Catamaran&priceMax=900000', createdAt: AT, ...over };
}

export function blogPost(over: Data = {}): Data {
  return {
    title: 'Hurricane season checklist',
    slug: 'hurricane-season-checklist',
    excerpt: null,
    content: '# Before the storm',
    featuredImageUrl: null,
    status: 'published',
    tags: ['care'],
    publishedAt: AT,
    viewCount: 0,
    authorId: ADMIN,
    createdAt: AT,
    updatedAt: AT,
    ...over,
  };
}

export function viewCount(over: Data = {}): Data {
  return {
    itemType: 'boat',
    itemId: 'boat-1',
    ownerId: OWNER,
    total: 12,
    daily: { '2026-11-20': 12 },
    updatedAt: AT,
    ...over,
  };
}

/** siteSettings/public: how the public site presents the listings (packages/domain/src/schemas/site-settings.ts). */
export function siteSettings(over: Data = {}): Data {
  return { showDaysOnMarket: false, exchangeRates: null, exchangeRatesSetAt: null, updatedAt: AT, ...over };
}

/** savedBoats/{uid}_{boatId}: a boat on a user's shortlist (packages/domain/src/schemas/saved-boat.ts). */
export function savedBoat(userId: string, boatId: string, over: Data = {}): Data {
  return {
    id: `${userId}_${boatId}`,
    userId,
    boat: {
      boatId,
      at: AT,
      title: '2019 Sea Ray Sundancer 320',
      price: 189_000,
      priceOnRequest: false,
      length: 32,
      imageUrl: null,
    },
    removedAt: null,
    updatedAt: AT,
    ...over,
  };
}

export function viewEvent(over: Data = {}): Data {
  return { itemType: 'boat', itemId: 'boat-1', visitorId: 'visitor-1', createdAt: AT, ...over };
}

/** Everything that exists before each test, written with rules disabled. */
export function seedDocuments(): Record<string, Data> {
  return {
    'listings/boat-1': { ...boat(), ...seeded() },
    'publishedPosts/post-1': { ...blogPost(), ...seeded() },
    'boats/boat-1': { ...boat(), ...seeded() },
    'boats/boat-other': { ...boat({ createdBy: OTHER }), ...seeded() },
    'boatCommercials/boat-1': { commissionRate: 5, updatedAt: AT, ...seeded() },
    [`savedBoats/${OWNER}_boat-1`]: { ...savedBoat(OWNER, 'boat-1'), ...seeded() },
    'submissions/sub-owner': {
      ...submission({ status: 'needs_changes', reviewNote: 'Please add engine hours.' }),
      ...seeded(),
    },
    'submissions/sub-owner-pending': { ...submission(), ...seeded() },
    'submissions/sub-owner-approved': { ...submission({ status: 'approved', boatId: 'boat-1' }), ...seeded() },
    'submissions/sub-other': {
      ...submission({ userId: OTHER, status: 'needs_changes', reviewNote: 'More photos' }),
      ...seeded(),
    },
    'inquiries/inq-owner': { ...inquiry(), boatOwnerId: OWNER, ...seeded() },
    'inquiries/inq-other': { ...inquiry({ boatId: 'boat-other' }), boatOwnerId: OTHER, ...seeded() },
    // The tickets the leadTicket function issued for the leads the visitor tests send (a lead needs its ticket).
    ...Object.fromEntries(
      [
        'inq-new',
        'inq-a',
        'inq-b',
        'inq-c',
        'inq-d',
        'inq-r1',
        'inq-r3',
        'inq-r4',
        'c-1',
        'c-2',
        'c-3',
        'c-4',
        'c-5',
        'c-6',
      ].map((id) => [
        `leadTickets/${id}`,
        { at: new Date(AT), expireAt: new Date(Date.parse(AT) + 7 * 24 * 3600 * 1000) },
      ]),
    ),
    'ownerLeads/inq-owner': { ...ownerLeadOf('inq-owner', { ...inquiry(), boatOwnerId: OWNER }), ...seeded() },
    'ownerLeads/inq-other': {
      ...ownerLeadOf('inq-other', { ...inquiry({ boatId: 'boat-other' }), boatOwnerId: OTHER }),
      ...seeded(),
    },
    [`profiles/${OWNER}`]: { ...profile(), ...seeded() },
    [`profiles/${OTHER}`]: { ...profile({ fullName: 'Kevin Rolle', email: 'kevin.rolle@example.com' }), ...seeded() },
    [`profiles/${ADMIN}`]: {
      ...profile({ fullName: 'Alicia Ferguson', email: 'alicia.ferguson@example.com' }),
      ...seeded(),
    },
    'blogPosts/post-1': { ...blogPost(), ...seeded() },
    'siteSettings/public': { ...siteSettings(), ...seeded() },
    'viewCounts/boat:boat-1': { ...viewCount(), ...seeded() },
    'viewCounts/boat:boat-other': { ...viewCount({ itemId: 'boat-other', ownerId: OTHER }), ...seeded() },
    'viewEvents/event-1': viewEvent(),
    'stats/overview': { boats: 37, inquiries: 12, updatedAt: AT },
    'charterReplies/inq-1': { id: 'inq-1', status: 'held', heldUntil: '2026-12-04T14:00:00.000Z', alternatives: [] },
    'publicCharterSlots/2026-12-10:am': { id: '2026-12-10:am', state: 'held', heldUntil: '2026-12-04T14:00:00.000Z' },
    'charterSlots/2026-12-10:am': {
      id: '2026-12-10:am',
      kind: 'hold',
      heldUntil: '2026-12-04T14:00:00.000Z',
      requestId: 'inq-1',
      updatedAt: AT,
    },
    [`ownerStats/${OWNER}`]: { listings: 1, views: 12, inquiries: 1, updatedAt: AT },
    [`ownerStats/${OTHER}`]: { listings: 1, views: 3, inquiries: 1, updatedAt: AT },
    'secrets/anything': { note: 'not part of the data model' },
  };
}

/** Finding N5: every free-text and engine specification at its largest (the longest text, the most engine hours). */
export function largestParticularValues(letter = 'L') {
  const largestText = letter.repeat(PARTICULAR_TEXT_MAX);
  return {
    engineMake: largestText,
    engineModel: largestText,
    engineCount: MAX_ENGINES,
    engineHours: Array.from({ length: MAX_ENGINES }, () => PARTICULAR_KINDS.engineHours.max),
    builder: largestText,
    designer: largestText,
    flag: largestText,
    lyingLocation: largestText,
  };
}
