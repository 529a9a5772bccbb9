import { describe, expect, it } from 'vitest';
import { boatSnapshot, shortlistEntries } from './shortlist';
import { makeBoat } from '@harbour/domain/boats/test-boats';

const now = new Date('2026-11-26T12:00:00.000Z');

describe('boatSnapshot', () => {
  it('keeps the title, price, length and primary photo as they are when saved', () => {
    const boat = makeBoat({
      id: 'b1',
      year: 2019,
      make: 'Boston Whaler',
      model: '330 Outrage',
      price: 289000,
      length: 33,
      images: [
        { id: 'i1', url: '/media/boats/a-960.webp', isPrimary: false, displayOrder: 1 },
        { id: 'i2', url: '/media/boats/b-960.webp', isPrimary: true, displayOrder: 2 },
      ],
    });
    expect(boatSnapshot(boat, now)).toEqual({
      boatId: 'b1',
      at: now.toISOString(),
      title: '2019 Boston Whaler 330 Outrage',
      price: 289000,
      priceOnRequest: false,
      length: 33,
      imageUrl: '/media/boats/b-960.webp',
    });
  });

  it('never keeps the number of a price on request, and a boat with no photo has none', () => {
    const snapshot = boatSnapshot(makeBoat({ price: 450000, priceOnRequest: true, images: [] }), now);
    expect(snapshot.price).toBe(0);
    expect(snapshot.priceOnRequest).toBe(true);
    expect(snapshot.imageUrl).toBeNull();
  });
});

describe('shortlistEntries', () => {
  const forSale = makeBoat({ id: 'a', status: 'active' });
  const underOffer = makeBoat({ id: 'u', status: 'under_offer' });
  const soldShown = makeBoat({ id: 's', status: 'sold', showAsSold: true, soldAt: '2026-11-20T00:00:00.000Z' });
  const saved = (boatId: string, at: string) => ({
    kind: 'savedBoat' as const,
    boat: { ...boatSnapshot(makeBoat({ id: boatId }), new Date(at)) },
  });

  it('lists the newest saved first; a withdrawn or sold boat stays, no longer available', () => {
    const entries = shortlistEntries(
      [
        saved('a', '2026-11-01T00:00:00.000Z'),
        saved('gone', '2026-11-03T00:00:00.000Z'),
        saved('u', '2026-11-02T00:00:00.000Z'),
        saved('s', '2026-11-04T00:00:00.000Z'),
        { kind: 'view' as const },
      ],
      [forSale, underOffer, soldShown],
      now,
    );
    expect(entries.map((e) => [e.boatId, e.available, e.boat?.id ?? null])).toEqual([
      ['s', false, 's'],
      ['gone', false, null],
      ['u', true, 'u'],
      ['a', true, 'a'],
    ]);
  });
});
