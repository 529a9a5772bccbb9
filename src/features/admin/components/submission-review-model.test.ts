import { describe, expect, it } from 'vitest';
import type { Submission } from '@harbour/domain/schemas/submission';
import {
  approvalPreview,
  askingPrice,
  boatTypeLabel,
  conditionLabel,
  lengthFeet,
  ownerSpecificationRows,
  reviewPhotos,
} from './submission-review-model';

const NOW = new Date('2026-11-20T12:00:00.000Z');

const submission: Pick<Submission, 'status' | 'userId' | 'submissionData' | 'photos' | 'particulars'> = {
  particulars: {},
  status: 'pending',
  userId: 'owner-1',
  photos: [
    { id: 'b', url: '/media/boats/b-960.webp', displayOrder: 2 },
    { id: 'a', url: '/media/boats/a-960.webp', displayOrder: 1 },
  ],
  submissionData: {
    year: 2019,
    make: 'Boston Whaler',
    model: '280 Vantage',
    length: '28',
    boatType: 'center-console',
    condition: 'excellent',
    askingPrice: '$189,000',
    location: 'Nassau, Bahamas',
    description: 'Twin Mercury 300s with 410 hours, kept on a lift at Palm Cay.',
    ownerName: 'Marina Knowles',
    email: 'marina@example.com',
    phone: '+1 242 555 0101',
  },
};

describe('reviewPhotos', () => {
  it('orders by display order and marks photos not uploaded yet', () => {
    expect(
      reviewPhotos([
        { id: 'c', url: 'pending:c', displayOrder: 3 },
        { id: 'a', url: '/media/boats/a-960.webp', displayOrder: 1 },
        { id: 'b', url: null, displayOrder: 2 },
      ]),
    ).toEqual([
      { id: 'a', url: '/media/boats/a-960.webp' },
      { id: 'b', url: null },
      { id: 'c', url: null },
    ]);
  });
});

describe('typed and read values', () => {
  it('reads a price in dollars, or says it cannot', () => {
    expect(askingPrice('$189,000')).toEqual({ typed: '$189,000', read: '$189,000' });
    expect(askingPrice('189000 USD')).toEqual({ typed: '189000 USD', read: '$189,000' });
    expect(askingPrice('189k')).toEqual({ typed: '189k', read: null });
  });
  it('reads a length in feet, or says it cannot', () => {
    expect(lengthFeet("28'")).toEqual({ typed: "28'", read: '28 ft' });
    expect(lengthFeet('about 28')).toEqual({ typed: 'about 28', read: null });
  });
  it('names the type and condition in words', () => {
    expect(boatTypeLabel('center-console')).toBe('Center Console');
    expect(conditionLabel('excellent')).toBe('Excellent');
    expect(conditionLabel('salvage')).toBe('salvage');
  });
});

describe('approvalPreview', () => {
  it("gives the approval's warnings and what the draft will still need", () => {
    expect(approvalPreview(submission, NOW)).toEqual({
      possible: true,
      warnings: [],
      needs: 'Before publishing it needs a key feature.',
    });
  });

  it('warns of an unreadable price and a photo not uploaded yet', () => {
    const preview = approvalPreview(
      {
        ...submission,
        submissionData: { ...submission.submissionData, askingPrice: '189k' },
        photos: [{ id: 'p', url: null, displayOrder: 1 }],
      },
      NOW,
    );
    expect(preview).toEqual({
      possible: true,
      warnings: [
        'The asking price "189k" is not an amount in dollars: set the price in the listing editor.',
        '1 photo is not uploaded yet and was left out.',
      ],
      needs: 'Before publishing it needs a price, a key feature and a photo.',
    });
  });

  it('says why approval is refused', () => {
    expect(
      approvalPreview({ ...submission, submissionData: { ...submission.submissionData, make: ' ' } }, NOW),
    ).toEqual({
      possible: false,
      reason: 'This submission cannot become a listing: The make is missing. Use Needs Changes to ask the owner.',
    });
  });
});

describe('ownerSpecificationRows', () => {
  it("lists the owner's structured specifications as the boat page words them, in the admin's units", () => {
    expect(
      ownerSpecificationRows(
        { engineMake: 'Mercury', engineCount: 2, engineHours: [410, 406], fuelTankGal: 207 },
        'metric',
      ),
    ).toEqual([
      { label: 'Engines', value: '2 × Mercury' },
      { label: 'Engine Hours', value: '410 / 406' },
      { label: 'Fuel Capacity', value: '784 L' },
    ]);
    expect(ownerSpecificationRows({}, 'imperial')).toEqual([]);
  });
});
