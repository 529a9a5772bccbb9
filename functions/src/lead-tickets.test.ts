import { describe, expect, it } from 'vitest';
import { checkLeadTicketInput, LEAD_TICKET_MESSAGES, leadLimitIds, msUntilNextHour } from './lead-tickets';

const visitor = '6f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f';

describe('leadTicket input and limits (pure)', () => {
  it('takes a lead id and a visitor id, and refuses anything else with a clear message', () => {
    expect(checkLeadTicketInput({ leadId: 'lead_1-a', visitorId: visitor })).toEqual({
      ok: true,
      value: { leadId: 'lead_1-a', visitorId: visitor },
    });
    expect(checkLeadTicketInput(null)).toEqual({ ok: false, message: LEAD_TICKET_MESSAGES.shape });
    expect(checkLeadTicketInput(['lead', visitor])).toEqual({ ok: false, message: LEAD_TICKET_MESSAGES.shape });
    expect(checkLeadTicketInput({ leadId: '../x', visitorId: visitor })).toEqual({
      ok: false,
      message: LEAD_TICKET_MESSAGES.leadId,
    });
    expect(checkLeadTicketInput({ leadId: 'x'.repeat(65), visitorId: visitor })).toMatchObject({ ok: false });
    expect(checkLeadTicketInput({ leadId: 'lead', visitorId: 'short' })).toEqual({
      ok: false,
      message: LEAD_TICKET_MESSAGES.visitorId,
    });
  });

  it('counts a visitor and an address per clock hour, hashed', () => {
    const now = new Date('2026-11-25T09:59:59.999Z');
    const [byVisitor, byAddress] = leadLimitIds({ leadId: 'l', visitorId: visitor }, '203.0.113.7', now);
    expect(byVisitor).toMatch(/^v_[0-9a-f]{32}_2026-11-25T09$/);
    expect(byAddress).toMatch(/^a_[0-9a-f]{32}_2026-11-25T09$/);
    expect(byVisitor).not.toContain(visitor);
    expect(leadLimitIds({ leadId: 'l', visitorId: visitor }, undefined, now)).toEqual([byVisitor]);
    expect(
      leadLimitIds({ leadId: 'l', visitorId: visitor }, '203.0.113.7', new Date('2026-11-25T10:00:00Z'))[0],
    ).not.toBe(byVisitor);
  });

  it('tells how long until the next hour', () => {
    expect(msUntilNextHour(new Date('2026-11-25T09:20:00.000Z'))).toBe(40 * 60_000);
    expect(msUntilNextHour(new Date('2026-11-25T10:00:00.000Z'))).toBe(60 * 60_000);
  });
});
