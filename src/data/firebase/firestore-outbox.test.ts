import { afterEach, describe, expect, it, vi } from 'vitest';
import { deliverOutboxToFirebase, type OutboxBackend } from './firestore-outbox';
import { openTestPublicDatabase, storedLeads } from '../test-storage';
import { saveLead } from '../leads';
import { pendingRecords } from '../visitor/outbox';
import type { PublicDatabase } from '../public-database';

const opened: PublicDatabase[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  for (const db of opened.splice(0)) await db.remove();
});

const refused = Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' });
const offline = Object.assign(new Error('Failed to get document because the client is offline.'), {
  code: 'unavailable',
});

function backend(over: Partial<OutboxBackend>): OutboxBackend {
  return { createLead: async () => {}, leadArrived: async () => false, trackView: async () => {}, ...over };
}

async function oneLead() {
  const db = await openTestPublicDatabase();
  opened.push(db);
  await saveLead(db, { inquiryType: 'contact', name: 'Ann', email: 'ann@example.com', message: 'Hello' });
  const record = async () => (await db.visitorRecords.find({ selector: { kind: 'inquiry' } }).exec())[0]!;
  return { db, record };
}

describe('finding 9: the outbox tells a lead that got through from one the rules refused', () => {
  it('a refused lead without a receipt is kept, marked refused, not delivered and not sent again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { db, record } = await oneLead();
    const createLead = vi.fn().mockRejectedValue(refused);
    expect(await deliverOutboxToFirebase(db, backend({ createLead }))).toBe(0);
    expect((await record()).deliveredAt).toBeNull();
    expect((await record()).refusal).toBe('The server refused this message.');
    expect(await storedLeads(db)).toHaveLength(1);
    await deliverOutboxToFirebase(db, backend({ createLead }));
    expect(createLead).toHaveBeenCalledTimes(1);
    expect(await pendingRecords(db, 'inquiry')).toEqual([]);
  });

  it('a refused retry whose receipt exists got through earlier: delivered', async () => {
    const { db, record } = await oneLead();
    const result = await deliverOutboxToFirebase(
      db,
      backend({ createLead: async () => Promise.reject(refused), leadArrived: async () => true }),
    );
    expect(result).toBe(1);
    expect((await record()).deliveredAt).not.toBeNull();
    expect((await record()).refusal ?? null).toBeNull();
  });

  it('any other failure (offline) leaves the lead pending, to be sent again', async () => {
    const { db, record } = await oneLead();
    await expect(
      deliverOutboxToFirebase(db, backend({ createLead: async () => Promise.reject(offline) })),
    ).rejects.toBe(offline);
    expect((await record()).deliveredAt).toBeNull();
    expect((await record()).refusal ?? null).toBeNull();
    expect(await pendingRecords(db, 'inquiry')).toHaveLength(1);
  });
});
