import type { Submission } from '@harbour/domain/schemas/submission';
import type { Inquiry } from '@harbour/domain/schemas/inquiry';
import type { ViewCount } from '@harbour/domain/schemas/view-count';
import { demoOwners } from './accounts';
import { seedBoats } from './boats';

const marina = demoOwners['demo-owner-marina'];
const kevin = demoOwners['demo-owner-kevin'];

function contactOf(owner: typeof marina) {
  return { ownerName: owner.fullName, email: owner.email, phone: owner.phone };
}

/** Demo boat submissions in every review state, for the two demo owners. */
export const seedSubmissions: Submission[] = [
  {
    id: 'sub-marina-whaler-2019',
    userId: marina.id,
    status: 'pending',
    reviewNote: null,
    boatId: null,
    photos: [],
    particulars: {
      engineMake: 'Mercury',
      engineModel: 'Verado 300',
      engineCount: 2,
      engineHorsepower: 300,
      engineHours: [410, 406],
      fuelType: 'gasoline',
      hullMaterial: 'fiberglass',
      hullType: 'deep_v',
      heads: 1,
      fuelTankGal: 207,
      maxPassengers: 14,
    },
    submittedAt: '2026-11-12T14:05:00.000Z',
    updatedAt: '2026-11-12T14:05:00.000Z',
    submissionData: {
      year: 2019,
      make: 'Boston Whaler',
      model: '280 Vantage',
      length: '28',
      boatType: 'center-console',
      condition: 'excellent',
      askingPrice: '189000',
      location: 'Nassau, Bahamas',
      description:
        'Twin Mercury 300s with 410 hours, always kept on a lift at Palm Cay. Full electronics refit in 2024.',
      ...contactOf(marina),
    },
  },
  {
    id: 'sub-marina-contender-2015',
    userId: marina.id,
    status: 'needs_changes',
    boatId: null,
    photos: [],
    particulars: {},
    reviewNote: 'Please add the engine hours and a photo of the helm so we can price her accurately.',
    submittedAt: '2026-10-28T10:40:00.000Z',
    updatedAt: '2026-11-02T16:10:00.000Z',
    submissionData: {
      year: 2015,
      make: 'Contender',
      model: '32 ST',
      length: '32',
      boatType: 'center-console',
      condition: 'good',
      askingPrice: '139000',
      location: 'Harbour Island, Bahamas',
      description: 'Tournament-rigged Contender with a new T-top canvas and fresh bottom paint this spring.',
      ...contactOf(marina),
    },
  },
  {
    id: 'sub-kevin-jeanneau-2020',
    userId: kevin.id,
    status: 'approved',
    reviewNote: null,
    boatId: 'boat-jeanneau-leader-33-2020',
    photos: [],
    particulars: {},
    submittedAt: '2026-06-03T09:15:00.000Z',
    updatedAt: '2026-06-06T11:00:00.000Z',
    submissionData: {
      year: 2020,
      make: 'Jeanneau',
      model: 'Leader 33',
      length: '33',
      boatType: 'express-cruiser',
      condition: 'excellent',
      askingPrice: '249000',
      location: 'Nassau, Bahamas',
      description: 'Twin Mercruiser 300s with low hours, bow thruster, cockpit galley and a full canvas enclosure.',
      ...contactOf(kevin),
    },
  },
  {
    id: 'sub-kevin-bayliner-2009',
    userId: kevin.id,
    status: 'rejected',
    reviewNote: 'We are not taking boats under 25 feet at the moment.',
    boatId: null,
    photos: [],
    particulars: {},
    submittedAt: '2026-04-18T17:30:00.000Z',
    updatedAt: '2026-04-20T08:45:00.000Z',
    submissionData: {
      year: 2009,
      make: 'Bayliner',
      model: '195 Bowrider',
      length: '19',
      boatType: 'other',
      condition: 'fair',
      askingPrice: '12500',
      location: 'Freeport, Bahamas',
      description: 'Family bowrider, runs well, trailer included. Needs new upholstery.',
      ...contactOf(kevin),
    },
  },
];

/** A boat inquiry; its owner is the boat's creator, as the backend sets it (never typed by hand). */
function lead(
  id: string,
  boatId: string,
  boatTitle: string,
  name: string,
  email: string,
  phone: string | null,
  message: string,
  status: Inquiry['status'],
  createdAt: string,
): Inquiry {
  const boatOwnerId = seedBoats.find((b) => b.id === boatId)?.createdBy ?? null;
  return {
    id,
    boatId,
    boatTitle,
    boatOwnerId,
    name,
    email,
    phone,
    message,
    inquiryType: 'boat',
    status,
    details: {},
    createdAt,
    updatedAt: createdAt,
  };
}

/** Demo leads: inquiries on listed boats (some on the owners' boats) in every status. */
export const seedLeads: Inquiry[] = [
  lead(
    'lead-001',
    'boat-viking-54-2021',
    '2021 Viking 54 Convertible',
    'Thomas Whitfield',
    'thomas.whitfield@example.com',
    '+1 305 555 0112',
    'Interested for the spring billfish season. Is a sea trial possible in early January?',
    'new',
    '2026-11-21T15:20:00.000Z',
  ),
  lead(
    'lead-002',
    'boat-sea-ray-sundancer-370-2020',
    '2020 Sea Ray Sundancer 370',
    'Danielle Pinder',
    'danielle.pinder@example.com',
    '+1 242 555 0166',
    'Could you share the service records and confirm the generator hours?',
    'contacted',
    '2026-11-18T12:02:00.000Z',
  ),
  lead(
    'lead-003',
    'boat-grady-white-canyon-306-2020',
    '2020 Grady-White Canyon 306',
    'Luis Ortega',
    'luis.ortega@example.com',
    null,
    'Would the owner consider a trade for a smaller center console?',
    'new',
    '2026-11-20T09:41:00.000Z',
  ),
  lead(
    'lead-004',
    'boat-leopard-45-2022',
    '2022 Leopard 45',
    'Sophie Martin',
    'sophie.martin@example.com',
    '+33 6 55 50 12 34',
    'We plan to keep her in charter in the Exumas. What are the current bookings?',
    'qualified',
    '2026-11-09T18:30:00.000Z',
  ),
  lead(
    'lead-005',
    'boat-jeanneau-leader-33-2020',
    '2020 Jeanneau Leader 33',
    'Marcus Ferguson',
    'marcus.ferguson@example.com',
    '+1 242 555 0133',
    'Is the price negotiable for a cash buyer in Nassau?',
    'closed',
    '2026-10-30T14:10:00.000Z',
  ),
  lead(
    'lead-006',
    'boat-tournament-cc-26-2026',
    '2026 Stiletto 26 Tournament CC',
    'Ryan Knowles',
    'ryan.knowles@example.com',
    '+1 242 555 0188',
    'What is the lead time on a new build with twin 200s?',
    'new',
    '2026-11-22T08:05:00.000Z',
  ),
];

/** A stable pseudo-random number from a text, so the demo counts are the same on every device. */
function stableNumber(text: string, min: number, max: number): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return min + (Math.abs(h) % (max - min + 1));
}

/** How many days of daily views the demo counters carry: the owners' 90-day chart and this month against last. */
const SEED_VIEW_DAYS = 120;

/**
 * A boat's views per UTC day for the last SEED_VIEW_DAYS days before `now`: a weekly rhythm (weekends busier) over a
 * stable pseudo-random base. Keyed by how many days ago, so the totals are the same whenever the data is built.
 */
function seedDailyViews(boatId: string, now: Date): Record<string, number> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const daily: Record<string, number> = {};
  for (let ago = 0; ago < SEED_VIEW_DAYS; ago++) {
    const at = new Date(today - ago * 86_400_000);
    const weekend = at.getUTCDay() === 0 || at.getUTCDay() === 6 ? 2 : 0;
    const views = stableNumber(`${boatId}:${ago}`, 0, 6) + weekend;
    if (views > 0) daily[at.toISOString().slice(0, 10)] = views;
  }
  return daily;
}

/**
 * Demo view counters for listed boats (a plausible history: the last 120 days day by day, and older views in the
 * total). Posts have none yet: their views so far are the baseline `viewCount` they came with, and their counters
 * start with the first view counted (see postViews).
 */
export function seedViewCounts(now: Date = new Date()): ViewCount[] {
  const boats = seedBoats
    .filter((b) => b.status === 'active' || b.status === 'under_offer' || b.status === 'sold')
    .map((b): ViewCount => {
      const daily = seedDailyViews(b.id, now);
      const recent = Object.values(daily).reduce((sum, n) => sum + n, 0);
      return {
        id: `boat:${b.id}`,
        itemType: 'boat',
        itemId: b.id,
        ownerId: b.createdBy,
        total: stableNumber(b.id, 40, 900) + recent,
        daily,
        updatedAt: b.updatedAt,
      };
    });
  return boats;
}
