import { describe, expect, it } from 'vitest';
import { canRead, readAs, writeRefusal } from './backend-rules';
import { seedSubmissions } from '../seed/portal-seed';
import { seedBoats } from '../seed';

const admin = { uid: 'demo-admin', role: 'admin' } as const;
const kevin = { uid: 'demo-owner-kevin', role: 'client' } as const;
const marina = { uid: 'demo-owner-marina', role: 'client' } as const;
const kevinProfile = {
  id: kevin.uid,
  fullName: 'Kevin Rolle',
  phone: null,
  email: 'k@example.com',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};
const sub = { ...seedSubmissions.find((s) => s.userId === kevin.uid && s.status === 'approved')! };
const needsChanges = { ...sub, id: 'x', status: 'needs_changes', reviewNote: 'Add photos', boatId: null };
/** Kevin's submission 'w', waiting for review with one photo still on his device. */
const waiting = {
  ...sub,
  id: 'w',
  status: 'pending',
  boatId: null,
  photos: [{ id: 'p1', url: 'pending:p1', displayOrder: 0 }],
};

describe('device backend rules (same as firestore.rules)', () => {
  it('lets a client read only its own things, never commission', () => {
    const boat = seedBoats.find((b) => b.createdBy === kevin.uid)!;
    expect(canRead(kevin, 'boats', boat as never)).toBe(true);
    expect(canRead(marina, 'boats', boat as never)).toBe(false);
    expect(canRead(kevin, 'boatCommercials', { id: boat.id, commissionRate: 10 })).toBe(false);
    expect(canRead(admin, 'boatCommercials', { id: boat.id, commissionRate: 10 })).toBe(true);
  });

  it('allows a new pending submission for oneself only', () => {
    const fresh = { ...sub, id: 'new', status: 'pending', reviewNote: null, boatId: null };
    expect(writeRefusal(kevin, 'submissions', null, fresh, false)).toBeNull();
    expect(writeRefusal(kevin, 'submissions', null, { ...fresh, status: 'approved' }, false)).toBe(
      'A new submission must be pending review.',
    );
    expect(writeRefusal(marina, 'submissions', null, fresh, false)).toBe(
      'A submission can only be made for your own account.',
    );
  });

  it("lets the owner's device swap a pending photo URL for the stored one while waiting for review, nothing else", () => {
    const stored = {
      ...waiting,
      photos: [{ id: 'p1', url: '/device-files/p1', displayOrder: 0 }],
      updatedAt: '2026-11-21T09:30:00.000Z',
    };
    expect(writeRefusal(kevin, 'submissions', waiting, stored, false)).toBeNull();
    expect(
      writeRefusal(
        kevin,
        'submissions',
        stored,
        { ...stored, photos: [{ id: 'p1', url: '/elsewhere.jpg', displayOrder: 0 }] },
        false,
      ),
    ).toBe('A photo must be one of your own uploads.');
    expect(writeRefusal(kevin, 'submissions', waiting, { ...stored, photos: [] }, false)).toBe(
      'A submission can only be edited while changes are requested.',
    );
    expect(
      writeRefusal(
        kevin,
        'submissions',
        waiting,
        { ...stored, submissionData: { ...waiting.submissionData, askingPrice: '1' } },
        false,
      ),
    ).toBe('A submission can only be edited while changes are requested.');
    expect(writeRefusal(marina, 'submissions', waiting, { ...stored, userId: marina.uid }, false)).toBe(
      'This submission belongs to another account.',
    );
  });

  it('allows editing only while changes are requested, back to pending, without touching review fields', () => {
    expect(writeRefusal(kevin, 'submissions', needsChanges, { ...needsChanges, status: 'pending' }, false)).toBeNull();
    expect(writeRefusal(kevin, 'submissions', needsChanges, { ...needsChanges, status: 'approved' }, false)).toBe(
      'An edited submission goes back to pending review.',
    );
    expect(
      writeRefusal(kevin, 'submissions', needsChanges, { ...needsChanges, status: 'pending', reviewNote: null }, false),
    ).toBe('You cannot change reviewNote.');
    expect(writeRefusal(kevin, 'submissions', sub, { ...sub, status: 'pending' }, false)).toBe(
      'A submission can only be edited while changes are requested.',
    );
  });

  it('refuses a role in a profile, even from an admin, and writes to view counts from anyone', () => {
    const profile = kevinProfile;
    expect(writeRefusal(kevin, 'profiles', profile, { ...profile, fullName: 'Kevin A. Rolle' }, false)).toBeNull();
    expect(writeRefusal(kevin, 'profiles', profile, { ...profile, role: 'admin' }, false)).toBe(
      'The role is not part of a profile.',
    );
    expect(writeRefusal(admin, 'profiles', null, { ...profile, role: 'admin' }, false)).toBe(
      'The role is not part of a profile.',
    );
    expect(writeRefusal(marina, 'profiles', null, profile, false)).toBe('You can only edit your own profile.');
    expect(writeRefusal(admin, 'viewCounts', null, { id: 'boat:x', total: 5 }, false)).toBe(
      'View counts are kept by the server only.',
    );
  });

  it('checks shapes for admins too: statuses, commission range, 10 images', () => {
    const boat = seedBoats[0]!;
    expect(writeRefusal(admin, 'boats', null, { ...boat, status: 'archived' } as never, false)).toBe(
      "Unknown status 'archived'.",
    );
    expect(
      writeRefusal(
        admin,
        'boats',
        null,
        { ...boat, images: Array.from({ length: 11 }, (_, i) => ({ ...boat.images[0]!, id: `i${i}` })) } as never,
        false,
      ),
    ).toBe('A listing has at most 10 images.');
    expect(writeRefusal(admin, 'boatCommercials', null, { id: 'b', commissionRate: 100.01 }, false)).toBe(
      'The commission rate must be between 0 and 100.',
    );
    expect(writeRefusal(admin, 'boatCommercials', null, { id: 'b', commissionRate: 100 }, false)).toBeNull();
    expect(writeRefusal(admin, 'boatCommercials', null, { id: 'b', commissionRate: null }, false)).toBeNull();
    expect(writeRefusal(kevin, 'boats', null, boat as never, false)).toBe('Only the team can change this.');
  });

  it('site settings: only an admin sets them, in the one public document, each a yes or no; nobody removes them', () => {
    const settings = {
      id: 'public',
      showDaysOnMarket: true,
      exchangeRates: null,
      exchangeRatesSetAt: null,
      updatedAt: '2026-11-25T12:00:00.000Z',
    };
    expect(writeRefusal(admin, 'siteSettings', null, settings, false)).toBeNull();
    expect(writeRefusal(kevin, 'siteSettings', null, settings, false)).toBe('Only the team can change this.');
    expect(writeRefusal(admin, 'siteSettings', null, { ...settings, id: 'private' }, false)).toBe(
      "Site settings live in 'public' only.",
    );
    expect(writeRefusal(admin, 'siteSettings', null, { ...settings, showCommission: true }, false)).toBe(
      'Site settings have no showCommission.',
    );
    expect(writeRefusal(admin, 'siteSettings', null, { ...settings, showDaysOnMarket: 'yes' }, false)).toBe(
      'Show days on market must be yes or no.',
    );
    expect(writeRefusal(admin, 'siteSettings', null, { ...settings, updatedAt: 'now' }, false)).toBe(
      'updatedAt must be a date and time.',
    );
    expect(writeRefusal(admin, 'siteSettings', settings, settings, true)).toBe('The site settings cannot be removed.');
  });

  it('site settings: exchange rates are none, or EUR, GBP and CAD each a rate in bounds, with their date', () => {
    const settings = {
      id: 'public',
      showDaysOnMarket: false,
      exchangeRates: { EUR: 0.95, GBP: 0.79, CAD: 1.4 },
      exchangeRatesSetAt: '2026-11-26T09:00:00.000Z',
      updatedAt: '2026-11-26T09:00:00.000Z',
    };
    expect(writeRefusal(admin, 'siteSettings', null, settings, false)).toBeNull();
    const bounds = 'Exchange rates are none, or EUR, GBP and CAD each from 0.2 to 5 per US dollar.';
    for (const exchangeRates of [
      { EUR: 95, GBP: 0.79, CAD: 1.4 },
      { EUR: 0.95, GBP: 0.79 },
      { EUR: 0.95, GBP: 0.79, CAD: '1.4' },
      { EUR: 0.95, GBP: 0.79, CAD: 1.4, JPY: 150 },
      'none',
      undefined,
    ])
      expect(writeRefusal(admin, 'siteSettings', null, { ...settings, exchangeRates }, false)).toBe(bounds);
    expect(
      writeRefusal(admin, 'siteSettings', null, { ...settings, exchangeRates: null, exchangeRatesSetAt: null }, false),
    ).toBeNull();
    expect(writeRefusal(admin, 'siteSettings', null, { ...settings, exchangeRates: null }, false)).toBe(bounds);
    expect(writeRefusal(admin, 'siteSettings', null, { ...settings, exchangeRatesSetAt: null }, false)).toBe(
      'The exchange rates need the date and time they were set.',
    );
  });

  it("saved boats: a user's own shortlist only, admins included, under its id, known fields, never deleted", () => {
    const kevinSaves = {
      id: `${kevin.uid}_boat-1`,
      userId: kevin.uid,
      boat: {
        boatId: 'boat-1',
        at: '2026-11-20T10:00:00.000Z',
        title: '2019 Sea Ray 320',
        price: 189_000,
        priceOnRequest: false,
        length: 32,
        imageUrl: null,
      },
      removedAt: null,
      updatedAt: '2026-11-20T10:00:00.000Z',
    };
    expect(writeRefusal(kevin, 'savedBoats', null, kevinSaves, false)).toBeNull();
    expect(
      writeRefusal(kevin, 'savedBoats', kevinSaves, { ...kevinSaves, removedAt: '2026-11-21T10:00:00.000Z' }, false),
    ).toBeNull();
    expect(canRead(kevin, 'savedBoats', kevinSaves)).toBe(true);
    expect(canRead(marina, 'savedBoats', kevinSaves)).toBe(false);
    expect(canRead(admin, 'savedBoats', kevinSaves)).toBe(false);
    expect(writeRefusal(marina, 'savedBoats', null, kevinSaves, false)).toBe(
      'A boat can only be saved to your own account.',
    );
    expect(writeRefusal(admin, 'savedBoats', null, kevinSaves, false)).toBe(
      'A boat can only be saved to your own account.',
    );
    expect(writeRefusal(kevin, 'savedBoats', null, { ...kevinSaves, id: `${kevin.uid}_boat-2` }, false)).toBe(
      'A saved boat is kept under its user and boat.',
    );
    expect(writeRefusal(kevin, 'savedBoats', null, { ...kevinSaves, note: 'x' }, false)).toBe(
      'A saved boat has no note.',
    );
    expect(
      writeRefusal(
        kevin,
        'savedBoats',
        null,
        { ...kevinSaves, boat: { ...kevinSaves.boat, title: 'x'.repeat(401) } },
        false,
      ),
    ).toBe('The saved boat is incomplete or too long.');
    expect(writeRefusal(kevin, 'savedBoats', null, { ...kevinSaves, removedAt: 'yesterday' }, false)).toBe(
      'removedAt and updatedAt must be a date and time.',
    );
    expect(writeRefusal(kevin, 'savedBoats', kevinSaves, kevinSaves, true)).toBe(
      'A saved boat is marked removed, not deleted.',
    );
  });

  it('finding 1: refuses a submission or profile date that is not a date-time (as firestore.rules isDateTime)', () => {
    const profile = { ...kevinProfile, createdAt: 'zzz' };
    expect(writeRefusal(kevin, 'profiles', null, profile, false)).toBe('createdAt must be a date and time.');
    expect(
      writeRefusal(admin, 'profiles', null, { ...profile, createdAt: '2026-11-20T10:00:00+01:00' }, false),
    ).toBeNull();
  });

  it('finding 11: a user only renames itself or changes its phone; the account makes the profile', () => {
    const profile = kevinProfile;
    const later = '2026-11-21T10:00:00.000Z';
    expect(writeRefusal(kevin, 'profiles', null, profile, false)).toBe('Your profile is created with your account.');
    expect(
      writeRefusal(kevin, 'profiles', profile, { ...profile, email: 'x@example.com', updatedAt: later }, false),
    ).toBe('You cannot change email.');
    expect(writeRefusal(kevin, 'profiles', profile, { ...profile, createdAt: '2020-01-01T00:00:00.000Z' }, false)).toBe(
      'You cannot change createdAt.',
    );
    expect(writeRefusal(kevin, 'profiles', profile, { ...profile, fullName: ' ', updatedAt: later }, false)).toBe(
      'Your full name is required.',
    );
    expect(
      writeRefusal(kevin, 'profiles', profile, { ...profile, phone: '+1 242 555 0199', updatedAt: later }, false),
    ).toBeNull();
  });

  it("finding 7: an owner is given its copy of a lead, without the visitor's email, phone or details", () => {
    const lead = {
      id: 'lead-1',
      boatId: 'b1',
      boatTitle: '2021 Lagoon 42',
      name: 'Ada Pinder',
      email: 'ada@example.com',
      phone: '+1 242 555 0101',
      message: 'Still for sale?',
      inquiryType: 'boat',
      status: 'new',
      details: {},
      createdAt: '2026-11-20T10:00:00.000Z',
      updatedAt: '2026-11-20T10:00:00.000Z',
      boatOwnerId: kevin.uid,
    };
    expect(canRead(kevin, 'inquiries', lead)).toBe(true);
    expect(canRead(marina, 'inquiries', lead)).toBe(false);
    // The team's part (#18) reads empty for the owner: never the brokers' notes, replies, tasks or assignee.
    const team = { activity: [], assignedTo: null, source: null, tags: [] };
    expect(readAs(kevin, 'inquiries', lead)).toEqual({ ...lead, email: '', phone: null, details: {}, ...team });
    const worked = {
      ...lead,
      activity: [{ id: 'n1', kind: 'note', at: '2026-11-20T11:00:00.000Z', by: 'a', text: 'Buyer is cash' }],
      assignedTo: admin.uid,
      source: 'phone',
      tags: ['vip'],
    };
    expect(readAs(kevin, 'inquiries', worked)).toEqual({ ...lead, email: '', phone: null, details: {}, ...team });
    expect(readAs(admin, 'inquiries', lead)).toBe(lead);
  });

  it("finding 4: an owner's photo is its own upload, never an address elsewhere", () => {
    const withUrl = (url: string) => ({
      ...waiting,
      photos: [{ id: 'p1', url, displayOrder: 0 }],
      updatedAt: '2026-11-21T09:30:00.000Z',
    });
    const own = `https://firebasestorage.googleapis.com/v0/b/demo.appspot.com/o/submissions%2F${kevin.uid}%2Fw%2Fp1?alt=media&token=0f3c-9a`;
    expect(writeRefusal(kevin, 'submissions', waiting, withUrl(own), false)).toBeNull();
    for (const url of [
      'https://attacker.example/boat.jpg',
      own.replace(kevin.uid, marina.uid),
      own.replace('%2Fw%2F', '%2Fother%2F'),
      'javascript:alert(1)',
    ])
      expect(writeRefusal(kevin, 'submissions', waiting, withUrl(url), false), url).toBe(
        'A photo must be one of your own uploads.',
      );
    expect(
      writeRefusal(
        kevin,
        'submissions',
        null,
        { ...waiting, photos: [{ id: 'p1', url: 'https://attacker.example/a.jpg', displayOrder: 0 }] },
        false,
      ),
    ).toBe('A photo must be one of your own uploads.');
  });
});
