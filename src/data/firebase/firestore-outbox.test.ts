import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  deliverOutboxToFirebase,
  LeadsLimitedError,
  retryAfterOf,
  startFirebaseOutbox,
  type OutboxBackend,
} from './firestore-outbox';
import { recordView } from '../views';
import { openTestPublicDatabase, storedLeads } from '../test-storage';
import { saveLead } from '../leads/save-lead';
import { pendingRecords } from '../visitor/outbox';
import { forgetVisitor } from '../visitor/retention';
import type { PublicDatabase } from '../public/public-database';

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
  return {
    leadTicket: async () => ({ issued: true }),
    createLead: async () => {},
    leadArrived: async () => false,
    trackView: async () => {},
    ...over,
  };
}

const limited = Object.assign(new Error('Too many messages'), {
  code: 'functions/resource-exhausted',
  details: { retryAfterMs: 90_000 },
});

async function oneLead() {
  const db = await openTestPublicDatabase();
  opened.push(db);
  await saveLead(db, { inquiryType: 'contact', name: 'Ann', email: 'ann@example.com', message: 'Hello' });
  const record = async () => (await db.visitorRecords.find({ selector: { kind: 'inquiry' } }).exec())[0]!;
  return { db, record };
}

describe('a lead a forget kept only to send it', () => {
  it('leaves the device once delivered, not before; a lead sent without a forget stays', async () => {
    const { db } = await oneLead();
    await forgetVisitor(db, { unsentToo: false });
    const createLead = vi.fn().mockRejectedValueOnce(offline);
    await expect(deliverOutboxToFirebase(db, backend({ createLead }))).rejects.toBe(offline);
    expect((await storedLeads(db)).map((l) => l.name)).toEqual(['Ann']);

    await saveLead(db, { inquiryType: 'contact', name: 'Bo', email: 'bo@example.com', message: 'Later' });
    expect(await deliverOutboxToFirebase(db, backend({ createLead }))).toBe(2);
    expect((await storedLeads(db)).map((l) => l.name)).toEqual(['Bo']);
  });
});

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

describe('the running outbox', () => {
  it('a delivery that failed for want of a connection is tried again on its own, with no online event', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { db, record } = await oneLead();
    // No connection at first (a page reloaded offline may still believe it is online), then it is back: with no
    // 'online' event and no change to the outbox, only the outbox's own retry can send the lead.
    let connected = false;
    const createLead = vi.fn(async () => {
      if (!connected) throw offline;
    });
    const stop = startFirebaseOutbox(db, backend({ createLead }));
    try {
      await vi.waitFor(() => expect(createLead).toHaveBeenCalled());
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect((await record()).deliveredAt).toBeNull();
      connected = true;
      await vi.waitFor(async () => expect((await record()).deliveredAt).not.toBeNull(), { timeout: 5_000 });
    } finally {
      stop();
    }
  });
});

describe('abuse limits: a lead goes only with its ticket, and waits when the hour’s leads are used up', () => {
  it('asks for the ticket of each lead with the device’s visitor id before creating it', async () => {
    const { db, record } = await oneLead();
    const calls: string[] = [];
    const leadTicket = vi.fn(async (data: { leadId: string; visitorId: string }) => {
      calls.push('ticket');
      return data;
    });
    const createLead = vi.fn(async () => void calls.push('create'));
    expect(await deliverOutboxToFirebase(db, backend({ leadTicket, createLead }))).toBe(1);
    expect(calls).toEqual(['ticket', 'create']);
    expect(leadTicket).toHaveBeenCalledWith({
      leadId: (await record()).inquiry!.id,
      visitorId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it('limited: the lead is kept, waiting (not refused), the views still go, and the outbox is told how long to wait', async () => {
    const { db, record } = await oneLead();
    await recordView(db, 'boat', 'boat-1');
    const createLead = vi.fn();
    const trackView = vi.fn(async () => ({ counted: true }));
    const attempt = deliverOutboxToFirebase(
      db,
      backend({ leadTicket: async () => Promise.reject(limited), createLead, trackView }),
    );
    await expect(attempt).rejects.toBeInstanceOf(LeadsLimitedError);
    await expect(attempt).rejects.toMatchObject({ retryAfterMs: 90_000 });
    expect(createLead).not.toHaveBeenCalled();
    expect(trackView).toHaveBeenCalledTimes(1);
    expect((await record()).deliveredAt).toBeNull();
    expect((await record()).refusal ?? null).toBeNull();
    expect(await pendingRecords(db, 'inquiry')).toHaveLength(1);
  });

  it('a ticket refused as invalid marks that lead refused (kept, not retried); a network failure leaves it pending', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const invalid = Object.assign(new Error('leadId must be …'), { code: 'functions/invalid-argument' });
    const first = await oneLead();
    expect(await deliverOutboxToFirebase(first.db, backend({ leadTicket: async () => Promise.reject(invalid) }))).toBe(
      0,
    );
    expect((await first.record()).refusal).toBe('The server refused this message.');
    const second = await oneLead();
    await expect(
      deliverOutboxToFirebase(second.db, backend({ leadTicket: async () => Promise.reject(offline) })),
    ).rejects.toBe(offline);
    expect(await pendingRecords(second.db, 'inquiry')).toHaveLength(1);
  });

  it('waits what the server asked, within a second and an hour', () => {
    expect(retryAfterOf(limited)).toBe(90_000);
    expect(retryAfterOf({ details: { retryAfterMs: 5 } })).toBe(1000);
    expect(retryAfterOf({ details: { retryAfterMs: 10 * 3600_000 } })).toBe(3600_000);
    expect(retryAfterOf(new Error('no details'))).toBe(3600_000);
  });
});
