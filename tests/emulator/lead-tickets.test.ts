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
/** A network address no other test is likely to use (10.0.0.0/8; IPv6 /64s of 2001:db8::/32). */
const byte = () => Math.floor(Math.random() * 256);
const uniqueIpv4 = () => `10.${byte()}.${byte()}.${byte()}`;
const T0 = new Date('2026-11-01T10:20:00.000Z');
const MIN = 60_000;
const at = (ms: number) => new Date(T0.getTime() + ms);

describe('abuse limits on leads: tickets per visitor and per network address', () => {
  it(`issues ${MAX_LEADS_PER_VISITOR_PER_HOUR} tickets a visitor an hour, then asks it to wait for the next hour`, async () => {
    const visitorId = crypto.randomUUID();
    const address = uniqueIpv4();
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
      expect(await issueLeadTicket(db, { leadId, visitorId }, at(i * MIN), { address: uniqueIpv4() })).toEqual({
        issued: true,
      });
    expect(await issueLeadTicket(db, { leadId: unique('lead'), visitorId }, at(9 * MIN))).toEqual({ issued: true });
  });

  it(`one network address gets ${MAX_LEADS_PER_ADDRESS_PER_HOUR} tickets an hour, however many visitor ids it makes up`, async () => {
    const address = uniqueIpv4();
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
        address: uniqueIpv4(),
      }),
    ).toEqual({ issued: true });
  });

  it('finding N8: the addresses of one IPv6 /64 share one limit; the next /64 has its own', async () => {
    const site = Math.floor(Math.random() * 0x8000) * 2;
    const net = `2001:db8:${byte().toString(16)}:${site.toString(16)}`;
    // Each ticket from another address of the same /64, each spelled another way.
    for (let i = 0; i < MAX_LEADS_PER_ADDRESS_PER_HOUR; i++)
      expect(
        await issueLeadTicket(db, { leadId: unique('lead'), visitorId: crypto.randomUUID() }, at(i * 1000), {
          address: i % 2 ? `${net}::${(i + 1).toString(16)}` : `${net.toUpperCase()}:0:0:ABCD:${i.toString(16)}`,
        }),
      ).toEqual({ issued: true });
    expect(
      await issueLeadTicket(db, { leadId: unique('lead'), visitorId: crypto.randomUUID() }, at(MIN), {
        address: `${net}:ffff:ffff:ffff:fffe`,
      }),
    ).toMatchObject({ issued: false });
    // The neighbouring /64 (the same /63).
    const neighbour = net.replace(/:[0-9a-f]+$/, `:${(site + 1).toString(16)}`);
    expect(
      await issueLeadTicket(db, { leadId: unique('lead'), visitorId: crypto.randomUUID() }, at(MIN), {
        address: `${neighbour}::1`,
      }),
    ).toEqual({ issued: true });
  });

  it('stores neither the visitor id nor the address, and everything it keeps expires', async () => {
    const visitorId = crypto.randomUUID();
    const address = uniqueIpv4();
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
