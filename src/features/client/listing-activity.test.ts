import { describe, expect, it } from 'vitest';
import type { Boat } from '@harbour/domain/schemas/boat';
import { listingActivity } from './listing-activity';

const boat = (id: string, createdBy: string) => ({ id, createdBy }) as Boat;

describe('listingActivity', () => {
  it("keeps only the owner's boats, with their daily views and leads", () => {
    const result = listingActivity(
      'u1',
      [boat('b1', 'u1'), boat('b2', 'u2')],
      [
        { itemType: 'boat', itemId: 'b1', daily: { '2026-01-01': 3 } },
        { itemType: 'post', itemId: 'b1', daily: { '2026-01-02': 9 } },
        { itemType: 'boat', itemId: 'b2', daily: { '2026-01-01': 5 } },
      ],
      [
        { boatId: 'b1', createdAt: '2026-01-01T10:00:00Z', status: 'new' },
        { boatId: 'b2', createdAt: '2026-01-01T10:00:00Z', status: 'new' },
        { boatId: null, createdAt: '2026-01-01T10:00:00Z', status: 'new' },
      ],
      new Date('2026-02-01T00:00:00Z'),
    );
    expect([...result.keys()]).toEqual(['b1']);
    expect(result.get('b1')?.daily).toEqual({ '2026-01-01': 3 });
    expect(result.get('b1')?.leads).toEqual([{ createdAt: '2026-01-01T10:00:00Z', status: 'new' }]);
  });

  it("finding N13: an owner's chart counts a lead on the day the server received it", () => {
    const result = listingActivity(
      'u1',
      [boat('b1', 'u1')],
      [],
      [{ boatId: 'b1', createdAt: '2999-01-01T00:00:00.000Z', receivedAt: '2026-01-05T09:00:00.000Z', status: 'new' }],
      new Date('2026-02-01T00:00:00Z'),
    );
    expect(result.get('b1')?.leads).toEqual([{ createdAt: '2026-01-05T09:00:00.000Z', status: 'new' }]);
  });
});
