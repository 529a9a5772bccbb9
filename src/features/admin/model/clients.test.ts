import { describe, expect, it } from 'vitest';
import { clientFile, clientRows } from './clients';
import { seedBoats } from '../../../../fixtures';
import { demoAccounts } from '../../../../fixtures/accounts';
import { seedSubmissions } from '../../../../fixtures/portal-seed';

describe('client rows', () => {
  it("lists every profile but the admin's own, with boat and submission counts", () => {
    const rows = clientRows(demoAccounts, seedBoats, seedSubmissions, 'demo-admin');
    expect(rows.map((r) => r.id)).toEqual(['demo-owner-kevin', 'demo-owner-marina']);
    const marina = rows.find((r) => r.id === 'demo-owner-marina')!;
    expect(marina).toMatchObject({
      fullName: 'Marina Knowles',
      email: 'marina.knowles@example.com',
      phone: '+1 242 555 0127',
    });
    expect(marina.boats).toBe(seedBoats.filter((b) => b.createdBy === 'demo-owner-marina').length);
    expect(marina.boats).toBeGreaterThan(0);
    expect(marina.submissions).toBe(2);
  });

  it("shows 'No name' and zero counts for a new account", () => {
    const rows = clientRows(
      [{ id: 'u-new', fullName: '', phone: null, email: 'x@example.com', createdAt: '2026-11-01T09:00:00.000Z' }],
      [],
      [],
      'demo-admin',
    );
    expect(rows).toEqual([
      {
        id: 'u-new',
        fullName: 'No name',
        phone: null,
        email: 'x@example.com',
        since: '2026-11-01T09:00:00.000Z',
        boats: 0,
        submissions: 0,
      },
    ]);
  });
});

describe("a client's file", () => {
  it('their boats, their submissions and the leads on their boats, newest first; nobody else’s', () => {
    const boats = [
      { id: 'b1', createdBy: 'c1', createdAt: '2026-01-01' },
      { id: 'b2', createdBy: 'c1', createdAt: '2026-03-01' },
      { id: 'b3', createdBy: 'c2', createdAt: '2026-02-01' },
    ];
    const submissions = [
      { id: 's1', userId: 'c1', submittedAt: '2026-04-01' },
      { id: 's2', userId: 'c2', submittedAt: '2026-04-02' },
    ];
    const leads = [
      { id: 'l1', boatId: 'b1', boatOwnerId: undefined, createdAt: '2026-05-01' },
      { id: 'l2', boatId: 'b3', boatOwnerId: 'c2', createdAt: '2026-05-02' },
      { id: 'l3', boatId: 'gone', boatOwnerId: 'c1', createdAt: '2026-05-03' },
      { id: 'l4', boatId: null, boatOwnerId: null, createdAt: '2026-05-04' },
    ];
    const file = clientFile('c1', boats, submissions, leads, new Date('2026-12-31T00:00:00.000Z'));
    expect(file.boats.map((b) => b.id)).toEqual(['b2', 'b1']);
    expect(file.submissions.map((s) => s.id)).toEqual(['s1']);
    expect(file.leads.map((l) => l.id)).toEqual(['l3', 'l1']);
  });
});
