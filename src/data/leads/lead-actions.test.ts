import { afterEach, describe, expect, it } from 'vitest';
import { openUserDatabase, type UserDatabase } from '../user-database';
import { testStorage, uniqueDbName } from '../test-storage';
import { changeLeadStatus, LeadChangeRefusedError } from './lead-actions';
import { firstResponseAt } from './lead-activity';

const NOW = new Date('2026-11-27T10:00:00.000Z');
let db: UserDatabase | null = null;
afterEach(async () => {
  await db?.close();
  db = null;
});

async function withLead(): Promise<UserDatabase> {
  db = await openUserDatabase(uniqueDbName('leads'), testStorage(), false, { only: ['inquiries'] });
  await db.inquiries.insert({
    id: 'i1',
    boatId: 'b1',
    boatTitle: '2021 Contender 39 ST',
    name: 'Dana',
    email: 'dana@example.com',
    phone: null,
    message: 'Hi',
    inquiryType: 'boat',
    status: 'new',
    details: {},
    createdAt: '2026-11-27T08:00:00.000Z',
    updatedAt: '2026-11-27T08:00:00.000Z',
    activity: [],
    assignedTo: null,
    source: null,
    tags: [],
  });
  return db;
}

describe('changing a lead status', () => {
  it('sets it, records who and when in its history, and the first change from New is its first response', async () => {
    const leads = await withLead();
    await changeLeadStatus(leads, 'i1', 'contacted', 'admin-1', NOW);
    await changeLeadStatus(leads, 'i1', 'contacted', 'admin-1', new Date('2026-11-27T11:00:00.000Z'));
    await changeLeadStatus(leads, 'i1', 'qualified', 'admin-2', new Date('2026-11-27T12:00:00.000Z'));
    const lead = (await leads.inquiries.findOne('i1').exec())!.toMutableJSON();
    expect(lead.status).toBe('qualified');
    expect(lead.updatedAt).toBe('2026-11-27T12:00:00.000Z');
    expect(lead.activity.map((e) => e.kind === 'status' && [e.from, e.to, e.by, e.at])).toEqual([
      ['new', 'contacted', 'admin-1', NOW.toISOString()],
      ['contacted', 'qualified', 'admin-2', '2026-11-27T12:00:00.000Z'],
    ]);
    expect(firstResponseAt(lead.activity)).toBe(NOW.toISOString());
  });

  it('refuses an unknown status or lead with the message to show, writing nothing', async () => {
    const leads = await withLead();
    await expect(changeLeadStatus(leads, 'i1', 'won' as never, 'admin-1', NOW)).rejects.toThrow(
      new LeadChangeRefusedError('Choose one of new, contacted, qualified or closed.'),
    );
    await expect(changeLeadStatus(leads, 'gone', 'closed', 'admin-1', NOW)).rejects.toThrow(
      'This lead no longer exists.',
    );
    const lead = (await leads.inquiries.findOne('i1').exec())!.toMutableJSON();
    expect(lead.status).toBe('new');
    expect(lead.activity).toEqual([]);
  });
});
