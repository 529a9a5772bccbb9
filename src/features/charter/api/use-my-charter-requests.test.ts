import { describe, expect, it } from 'vitest';
import { myCharterRequests } from './use-my-charter-requests';
import type { VisitorRecord } from '@harbour/domain/schemas/visitor-record';
import type { Inquiry } from '@harbour/domain/schemas/inquiry';

const lead = (id: string, createdAt: string, over: Partial<Inquiry> = {}): Inquiry => ({
  id,
  boatId: null,
  boatTitle: null,
  name: 'Keisha Rolle',
  email: 'keisha@example.com',
  phone: '+1 242 555 0110',
  message: null,
  inquiryType: 'charter',
  status: 'new',
  details: { charterChoice: 'morning', charterDay: '2027-03-06', charterGuests: '2' },
  createdAt,
  updatedAt: createdAt,
  ...over,
});
const at = '2027-03-01T10:00:00.000Z';

describe("this device's charter requests (#33)", () => {
  it('lists charter leads newest first, each with its answer; other leads and unreadable ones are left out', () => {
    const records: VisitorRecord[] = [
      { id: 'inquiry:a', kind: 'inquiry', deliveredAt: at, inquiry: lead('a', '2027-03-01T09:00:00.000Z') },
      { id: 'inquiry:b', kind: 'inquiry', deliveredAt: null, inquiry: lead('b', '2027-03-01T09:30:00.000Z') },
      {
        id: 'inquiry:c',
        kind: 'inquiry',
        deliveredAt: at,
        inquiry: lead('c', at, { inquiryType: 'contact', details: {} }),
      },
      {
        id: 'inquiry:d',
        kind: 'inquiry',
        deliveredAt: at,
        inquiry: lead('d', at, { details: { charterGuests: '2' } }),
      },
      {
        id: 'charterReply:a',
        kind: 'charterReply',
        deliveredAt: null,
        charterReply: { id: 'a', status: 'held', heldUntil: at, alternatives: [], message: null, updatedAt: at },
      },
    ];
    const mine = myCharterRequests(records);
    expect(mine.map((r) => r.id)).toEqual(['b', 'a']);
    expect(mine[0]).toMatchObject({ deliveredAt: null, reply: null });
    expect(mine[1]).toMatchObject({ deliveredAt: at, reply: { status: 'held', heldUntil: at } });
  });
});
