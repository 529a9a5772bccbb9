import { beforeAll, describe, expect, it } from 'vitest';
import {
  issueLeadTicket,
  LEAD_TICKETS,
  MAX_LEADS_PER_ADDRESS_PER_HOUR,
  MAX_LEADS_PER_VISITOR_PER_HOUR,
} from '../../functions/src/lead-tickets';
import { directFirestore } from './admin-sdk';

// The leadTicket function's Firestore logic (functions/src/lead-tickets.ts) against the Firestore emulator. The
// rule that a visitor's lead needs its ticket: tests/rules/firestore.rules.test.ts.
type Firestore = Parameters<typeof issueLeadTicket>[0];
let db: Firestore;
beforeAll(() => {
  db = directFirestore() as unknown as Firestore;
});

const unique = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const T0 = new Date('2026-11-01T10:20:00.000Z');
const MIN = 60_000;
const at = (ms: number) => new Date(T0.getTime() + ms);

describe('abuse limits on leads: tickets per visitor and per network address', () => {
  it(`issues ${MAX_LEADS_PER_VISITOR_PER_HOUR} tickets a visitor an hour, then asks it to wait for the next hour`, async () => {
    const visitorId = crypto.randomUUID();
    const address = unique('203.0.113');
    for (let i = 0; i < MAX_LEADS_PER_VISITOR_PER_HOUR; i++)
      expect(await issueLeadTicket(db, { leadId: unique('lead'), visitorId }, at(i * MIN), { address })).toEqual({
        issued: true,
      });
    const refused = unique('lead');
    expect(await issueLeadTicket(db, { leadId: refused, visitorId }, at(10 * MIN), { address })).toEqual({
      issued: false,
      retryAfterMs: 30 * MIN,
    });
    expect((await db.collection(LEAD_TICKETS).doc(refused).get()).exists).toBe(false);
    // The next clock hour: counted afresh.
    expect(await issueLeadTicket(db, { leadId: refused, visitorId }, at(40 * MIN), { address })).toEqual({
      issued: true,
    });
    expect((await db.collection(LEAD_TICKETS).doc(refused).get()).exists).toBe(true);
  });

  it('asking again for the same lead (a retry that lost the answer) is not counted again', async () => {
    const visitorId = crypto.randomUUID();
    const leadId = unique('lead');
    for (let i = 0; i < MAX_LEADS_PER_VISITOR_PER_HOUR + 3; i++)
      expect(await issueLeadTicket(db, { leadId, visitorId }, at(i * MIN), { address: unique('a') })).toEqual({
        issued: true,
      });
    expect(await issueLeadTicket(db, { leadId: unique('lead'), visitorId }, at(9 * MIN))).toEqual({ issued: true });
  });

  it(`one network address gets ${MAX_LEADS_PER_ADDRESS_PER_HOUR} tickets an hour, however many visitor ids it makes up`, async () => {
    const address = unique('198.51.100');
    for (let i = 0; i < MAX_LEADS_PER_ADDRESS_PER_HOUR; i++)
      expect(
        await issueLeadTicket(db, { leadId: unique('lead'), visitorId: crypto.randomUUID() }, at(i * 1000), {
          address,
        }),
      ).toEqual({ issued: true });
    expect(
      await issueLeadTicket(db, { leadId: unique('lead'), visitorId: crypto.randomUUID() }, at(MIN), { address }),
    ).toMatchObject({ issued: false });
    // Another address is not held up by it.
    expect(
      await issueLeadTicket(db, { leadId: unique('lead'), visitorId: crypto.randomUUID() }, at(MIN), {
        address: unique('192.0.2'),
      }),
    ).toEqual({ issued: true });
  });

  it('stores neither the visitor id nor the address, and everything it keeps expires', async () => {
    const visitorId = crypto.randomUUID();
    const address = unique('203.0.113');
    const leadId = unique('lead');
    await issueLeadTicket(db, { leadId, visitorId }, T0, { address });
    const limits = await db.collection('leadLimits').get();
    const ids = limits.docs.map((d) => d.id).join(' ');
    expect(ids).not.toContain(visitorId);
    expect(ids).not.toContain(address);
    for (const d of limits.docs) expect(d.data().expireAt).toBeDefined();
    expect((await db.collection(LEAD_TICKETS).doc(leadId).get()).data()?.expireAt).toBeDefined();
  });
});
