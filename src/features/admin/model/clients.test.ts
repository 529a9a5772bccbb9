import { describe, expect, it } from 'vitest';
import { clientRows } from './clients';
import { seedBoats } from '@/data/seed';
import { demoAccounts } from '@/data/seed/accounts';
import { seedSubmissions } from '@/data/seed/portal-seed';

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
    const rows = clientRows([{ id: 'u-new', fullName: '', phone: null, email: 'x@example.com' }], [], [], 'demo-admin');
    expect(rows).toEqual([
      { id: 'u-new', fullName: 'No name', phone: null, email: 'x@example.com', boats: 0, submissions: 0 },
    ]);
  });
});
