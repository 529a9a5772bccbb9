import { describe, expect, it } from 'vitest';
import { daysOnMarketCell, listingRows, ownerInquiries } from './listing-rows';

const ME = 'owner-1';
const boat = (id: string, createdBy: string, status: 'active' | 'sold' | 'draft', createdAt: string) => ({
  id,
  createdBy,
  status,
  createdAt,
  year: 2020,
  make: 'Contender',
  model: `32 ST ${id}`,
  price: 139000,
  publishedAt: status === 'draft' ? null : createdAt,
  soldAt: status === 'sold' ? '2026-04-01T00:00:00Z' : null,
});

describe('owner listings', () => {
  const boats = [
    boat('b1', ME, 'active', '2026-01-01T00:00:00Z'),
    boat('b2', ME, 'sold', '2026-03-01T00:00:00Z'),
    boat('b3', 'other', 'active', '2026-02-01T00:00:00Z'),
  ];
  const views = [
    { itemType: 'boat' as const, itemId: 'b1', total: 200 },
    { itemType: 'post' as const, itemId: 'b2', total: 999 },
    { itemType: 'boat' as const, itemId: 'b3', total: 10 },
  ];
  const inquiries = [
    { boatId: 'b1' },
    { boatId: 'b1' },
    { boatId: 'b1' },
    { boatId: 'b2' },
    { boatId: 'b3' },
    { boatId: null },
  ];

  it('lists own boats of any status, newest first, with views, inquiries and conversion rate', () => {
    const rows = listingRows(ME, boats, views, inquiries);
    expect(rows.map((r) => r.id)).toEqual(['b2', 'b1']);
    expect(rows[1]).toMatchObject({
      status: 'active',
      views: 200,
      inquiries: 3,
      conversionRate: 1.5,
      title: '2020 Contender 32 ST b1',
    });
    // b2 has a post counter with the same id (ignored) and no boat views: conversion 0, not Infinity.
    expect(rows[0]).toMatchObject({ status: 'sold', views: 0, inquiries: 1, conversionRate: 0 });
  });

  it("says each boat's days on market to its owner, whatever the public site shows", () => {
    const [sold, active] = listingRows(ME, boats, views, inquiries);
    const now = new Date('2026-01-02T12:00:00Z');
    expect(daysOnMarketCell(active!, now)).toBe('1 day');
    expect(daysOnMarketCell(active!, new Date('2026-01-31T00:00:00Z'))).toBe('30 days');
    // Sold on April 1st after a month on the market: the count stops there.
    expect(daysOnMarketCell(sold!, new Date('2026-12-01T00:00:00Z'))).toBe('31 days');
    expect(daysOnMarketCell({ publishedAt: null, soldAt: null }, now)).toBe('Not yet');
  });

  it("lists inquiries on the owner's boats only, newest first", () => {
    const list = ownerInquiries(
      ME,
      boats,
      [
        { id: 'i1', boatId: 'b1', boatTitle: null, name: 'Ann', createdAt: '2026-05-01T00:00:00Z', message: 'Hi' },
        { id: 'i2', boatId: 'b3', boatTitle: null, name: 'Bob', createdAt: '2026-05-02T00:00:00Z', message: 'Hello' },
        { id: 'i3', boatId: 'b2', boatTitle: 'old', name: 'Cy', createdAt: '2026-05-03T00:00:00Z', message: null },
      ],
      new Date('2026-12-31T00:00:00.000Z'),
    );
    expect(list.map((i) => i.id)).toEqual(['i3', 'i1']);
    expect(list[1]).toEqual({
      id: 'i1',
      boatTitle: '2020 Contender 32 ST b1',
      name: 'Ann',
      createdAt: '2026-05-01T00:00:00Z',
      message: 'Hi',
    });
  });
});
