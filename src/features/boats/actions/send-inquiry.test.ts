import { afterEach, describe, expect, it, vi } from 'vitest';
import { openTestPublicDatabase, storedLeads } from '@/data/test-storage';
import type { PublicDatabase } from '@/data/public/public-database';
import { sendBoatInquiry } from './send-inquiry';

const opened: PublicDatabase[] = [];
async function open() {
  const db = await openTestPublicDatabase();
  opened.push(db);
  return db;
}
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(opened.splice(0).map((db) => (db.closed ? undefined : db.close())));
});

const boat = { id: 'b-1', year: 2021, make: 'Boston Whaler', model: 'Outrage 280' };
const form = { name: ' Ann Rolle ', email: 'ann@example.com', phone: '', message: 'Still available?' };

describe('sendBoatInquiry', () => {
  it('writes a boat lead with the boat id and title', async () => {
    const db = await open();
    const result = await sendBoatInquiry(db, boat, form, true);
    expect(result.status).toBe('sent');
    const stored = await storedLeads(db);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      inquiryType: 'boat',
      boatId: 'b-1',
      boatTitle: '2021 Boston Whaler Outrage 280',
      name: 'Ann Rolle',
      email: 'ann@example.com',
      phone: null,
      message: 'Still available?',
      status: 'new',
    });
  });

  it('reports an offline save as saved-offline (the lead is still written)', async () => {
    const db = await open();
    expect((await sendBoatInquiry(db, boat, form, false)).status).toBe('saved-offline');
    expect(await storedLeads(db)).toHaveLength(1);
  });

  it('writes nothing for an invalid form and returns the messages', async () => {
    const db = await open();
    const result = await sendBoatInquiry(db, boat, { ...form, email: 'nope', message: ' ' }, true);
    expect(result).toEqual({
      status: 'invalid',
      errors: { email: 'Invalid email address', message: 'Message is required' },
    });
    expect(await db.visitorRecords.count().exec()).toBe(0);
  });

  it('returns failed when the write fails', async () => {
    const db = await open();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(db.visitorRecords, 'insert').mockRejectedValue(new Error('disk full'));
    const result = await sendBoatInquiry(db, boat, form, true);
    expect(result.status).toBe('failed');
  });
});
