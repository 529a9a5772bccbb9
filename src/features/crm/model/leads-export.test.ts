import { describe, expect, it } from 'vitest';
import type { Lead } from '@harbour/domain/schemas/lead';
import { leadsCsv, leadsCsvName } from './leads-export';
import { aLead } from '../../../../tests/unit/fixtures/lead';

const lead = (over: Partial<Lead>): Lead =>
  aLead({
    id: 'l',
    message: 'Hi',
    createdAt: '2026-11-25T08:00:00.000Z',
    updatedAt: '2026-11-25T08:00:00.000Z',
    ...over,
  });

describe('the leads as CSV', () => {
  it('one row a lead with its type, assignee, tags, first response and whether it is overdue; formulas made inert', () => {
    const now = new Date('2026-11-27T10:00:00.000Z');
    const csv = leadsCsv(
      [
        lead({
          name: '=HYPERLINK("http://evil")',
          boatTitle: '2021 Contender 39 ST',
          assignedTo: 'bea',
          tags: ['Miami', 'cash'],
          activity: [
            { id: 'r', kind: 'reply', at: '2026-11-25T09:00:00.000Z', by: 'bea', channel: 'call', text: null },
          ],
        }),
        lead({ inquiryType: 'sell', message: 'Line one\nline two, with a comma', name: 'José' }),
      ],
      () => 'Bea Moss',
      now,
    );
    expect(csv.startsWith("\uFEFFReceived,Sent (visitor's clock),Type,Source,Status,Name,")).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[1]).toBe(
      `2026-11-25T08:00:00.000Z,2026-11-25T08:00:00.000Z,Boat inquiry,boat-inquiry,new,"'=HYPERLINK(""http://evil"")",dana@example.com,,2021 Contender 39 ST,Hi,Bea Moss,"Miami, cash",2026-11-25T09:00:00.000Z,no`,
    );
    expect(lines[2]).toBe(
      '2026-11-25T08:00:00.000Z,2026-11-25T08:00:00.000Z,Sell request,sell-form,new,José,dana@example.com,,,"Line one\nline two, with a comma",,,,yes',
    );
    expect(leadsCsvName(new Date(2026, 10, 27, 9))).toBe('leads-2026-11-27.csv');
  });

  it("finding N13: Received and Overdue are the server's arrival; the visitor's future date is only shown as sent", () => {
    const now = new Date('2026-11-27T10:00:00.000Z');
    const csv = leadsCsv(
      [lead({ createdAt: '2999-01-01T00:00:00.000Z', receivedAt: '2026-11-26T09:00:00.000Z', name: 'Forger' })],
      () => '',
      now,
    );
    const row = csv.slice(1).split('\r\n')[1]!;
    expect(row.startsWith('2026-11-26T09:00:00.000Z,2999-01-01T00:00:00.000Z,')).toBe(true);
    expect(row.endsWith(',yes')).toBe(true); // 25 h after it arrived, unanswered
  });
});
