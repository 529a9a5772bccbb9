import { noListingHistory } from '@harbour/domain/schemas/boat';
import { describe, expect, it } from 'vitest';
import { checkReviewNote, draftFromSubmission, ReviewRefusedError } from './approve';
import { seedSubmissions } from '../../../../fixtures/portal-seed';
import type { Submission } from '@harbour/domain/schemas/submission';

const now = new Date('2026-11-23T10:00:00.000Z');
const HOME = { bucket: 'harbour.appspot.com', emulatorOrigin: null };
const OURS = (id: string) =>
  `https://firebasestorage.googleapis.com/v0/b/harbour.appspot.com/o/submissions%2Fu1%2Fs1%2F${id}?alt=media&token=5e0c`;
const pending = seedSubmissions.find((s) => s.status === 'pending')!;
const withData = (over: Partial<Submission['submissionData']>, rest: Partial<Submission> = {}): Submission => ({
  ...pending,
  ...rest,
  submissionData: { ...pending.submissionData, ...over },
});

describe('draft listing from a submission', () => {
  it('pre-fills a draft owned by the client with the default commission', () => {
    const { boat, commercial, warnings } = draftFromSubmission(pending, 'boat-new', now);
    expect(boat).toEqual({
      id: 'boat-new',
      year: 2019,
      make: 'Boston Whaler',
      model: '280 Vantage',
      type: 'Center Console',
      condition: 'used',
      price: 189000,
      length: 28,
      description: pending.submissionData.description,
      location: 'Nassau, Bahamas',
      features: [],
      specifications: {},
      status: 'draft',
      createdAt: now.toISOString(),
      createdBy: 'demo-owner-marina',
      updatedAt: now.toISOString(),
      images: [],
      ...noListingHistory(), // a draft: never on the market, no history yet
      particulars: pending.particulars, // the owner's structured specifications, as written
      videoUrl: null,
      documents: [],
    });
    expect(boat.particulars).not.toBe(pending.particulars); // a copy: the draft's edits never reach the submission
    expect(commercial).toEqual({ id: 'boat-new', commissionRate: 10, updatedAt: now.toISOString() });
    expect(warnings).toEqual([]);
  });

  it("keeps 'new' condition; any other sell-form condition is used", () => {
    expect(draftFromSubmission(withData({ condition: 'new' }), 'b', now).boat.condition).toBe('new');
    expect(draftFromSubmission(withData({ condition: 'fair' }), 'b', now).boat.condition).toBe('used');
  });

  it('uses uploaded photos in order and leaves out those still pending', () => {
    const sub = withData(
      {},
      {
        photos: [
          { id: 'p2', url: OURS('p2'), displayOrder: 2 },
          { id: 'p1', url: '/media/boats/p1-960.webp', displayOrder: 1 },
          { id: 'p3', url: 'pending:p3', displayOrder: 3 },
          { id: 'p4', url: null, displayOrder: 4 },
        ],
      },
    );
    const { boat, warnings } = draftFromSubmission(sub, 'b', now, HOME);
    expect(boat.images).toEqual([
      { id: 'p1', url: '/media/boats/p1-960.webp', isPrimary: true, displayOrder: 1 },
      { id: 'p2', url: OURS('p2'), isPrimary: false, displayOrder: 2 },
    ]);
    expect(warnings).toEqual(['2 photos are not uploaded yet and were left out.']);
  });

  it("finding N1: a photo in another project's bucket (or any other host) never becomes the listing's", () => {
    const foreign = OURS('p2').replace('harbour.appspot.com', 'attacker.appspot.com');
    const sub = withData(
      {},
      {
        photos: [
          { id: 'p1', url: foreign, displayOrder: 1 },
          { id: 'p2', url: OURS('p2'), displayOrder: 2 },
          { id: 'p3', url: 'https://cdn.example.com/p3.jpg', displayOrder: 3 },
        ],
      },
    );
    const { boat, warnings } = draftFromSubmission(sub, 'b', now, HOME);
    expect(boat.images).toEqual([{ id: 'p2', url: OURS('p2'), isPrimary: true, displayOrder: 1 }]);
    expect(warnings).toEqual(['2 photos are not stored with us and were left out.']);
  });

  it("finding N1: by default the build's own project decides (the emulators' demo bucket here)", () => {
    const local = `http://127.0.0.1:9199/v0/b/demo-harbour.appspot.com/o/submissions%2Fu%2Fs%2Fp1?alt=media&token=5e0c`;
    const foreign = local.replace('demo-harbour.appspot.com', 'attacker.appspot.com');
    const sub = withData(
      {},
      {
        photos: [
          { id: 'p1', url: local, displayOrder: 1 },
          { id: 'p2', url: foreign, displayOrder: 2 },
        ],
      },
    );
    expect(draftFromSubmission(sub, 'b', now).boat.images.map((i) => i.id)).toEqual(['p1']);
  });

  it('creates the draft with price 0 and a warning when the asking price is not an amount', () => {
    const { boat, warnings } = draftFromSubmission(withData({ askingPrice: 'offers', length: 'long' }), 'b', now);
    expect(boat.price).toBe(0);
    expect(boat.length).toBe(0);
    expect(warnings).toEqual([
      'The asking price "offers" is not an amount in dollars: set the price in the listing editor.',
      'The length "long" is not a number of feet: set it in the listing editor.',
    ]);
  });

  it('refuses a submission that is not pending or cannot make a listing', () => {
    expect(() => draftFromSubmission({ ...pending, status: 'approved' }, 'b', now)).toThrow(ReviewRefusedError);
    expect(() => draftFromSubmission({ ...pending, status: 'needs_changes' }, 'b', now)).toThrow(
      'this one is needs changes',
    );
    expect(() => draftFromSubmission(withData({ year: 1850 }), 'b', now)).toThrow(
      'The year must be between 1900 and 2027.',
    );
    expect(() => draftFromSubmission(withData({ make: '  ' }), 'b', now)).toThrow('The make is missing.');
  });
});

describe('review note', () => {
  it('is required, trimmed and at most 2000 characters', () => {
    expect(checkReviewNote('  Add engine hours.  ')).toBe('Add engine hours.');
    expect(() => checkReviewNote('   ')).toThrow('Please write what the owner needs to change.');
    expect(checkReviewNote('x'.repeat(2000))).toHaveLength(2000);
    expect(() => checkReviewNote('x'.repeat(2001))).toThrow('The note can be at most 2000 characters.');
  });
});
