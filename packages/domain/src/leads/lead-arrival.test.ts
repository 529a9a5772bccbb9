import { describe, expect, it } from 'vitest';
import { leadArrivalMs, leadArrivedAt, newestArrivalFirst } from './lead-arrival';
import { isOverdue, leadAge } from './response-time';

const NOW = new Date('2026-11-27T12:00:00.000Z');
const FUTURE = '2999-01-01T00:00:00.000Z';

describe('finding N13: a lead arrives when the server says, never when the visitor says', () => {
  it("is the backend's stamp once there, whatever the device's createdAt", () => {
    expect(leadArrivedAt({ createdAt: FUTURE, receivedAt: '2026-11-25T09:00:00.000Z' }, NOW)).toBe(
      '2026-11-25T09:00:00.000Z',
    );
    // An outbox that held the lead offline for days: it arrived when it was delivered.
    expect(leadArrivedAt({ createdAt: '2026-11-01T09:00:00.000Z', receivedAt: '2026-11-27T11:00:00.000Z' }, NOW)).toBe(
      '2026-11-27T11:00:00.000Z',
    );
  });

  it('reads an unstamped lead by its createdAt, but never later than now', () => {
    expect(leadArrivedAt({ createdAt: '2026-11-27T08:00:00.000Z', receivedAt: null }, NOW)).toBe(
      '2026-11-27T08:00:00.000Z',
    );
    expect(leadArrivedAt({ createdAt: '2026-11-27T08:00:00.000Z' }, NOW)).toBe('2026-11-27T08:00:00.000Z');
    expect(leadArrivedAt({ createdAt: FUTURE, receivedAt: null }, NOW)).toBe(NOW.toISOString());
    // An unreadable stamp is no stamp.
    expect(leadArrivedAt({ createdAt: FUTURE, receivedAt: 'zzz' }, NOW)).toBe(NOW.toISOString());
    expect(leadArrivalMs({ createdAt: 'zzz', receivedAt: null }, NOW)).toBeNull();
  });

  it('orders by arrival: a future createdAt does not pin a lead on top', () => {
    const leads = [
      { id: 'forged', createdAt: FUTURE, receivedAt: '2026-11-20T09:00:00.000Z' },
      { id: 'recent', createdAt: '2026-11-27T10:00:00.000Z', receivedAt: '2026-11-27T10:00:01.000Z' },
      { id: 'unread', createdAt: 'zzz', receivedAt: null },
      { id: 'waiting', createdAt: '2026-11-26T10:00:00.000Z', receivedAt: null },
    ];
    expect([...leads].sort(newestArrivalFirst(NOW)).map((l) => l.id)).toEqual([
      'recent',
      'waiting',
      'forged',
      'unread',
    ]);
  });

  it('a future createdAt is overdue a day after the server received it, and its age is from arrival', () => {
    const forged = { createdAt: FUTURE, receivedAt: '2026-11-26T11:00:00.000Z' };
    const timing = { arrivedAt: leadArrivedAt(forged, NOW), firstResponseAt: null, status: 'new' };
    expect(isOverdue(timing, NOW)).toBe(true);
    expect(leadAge(timing, NOW)).toBe('25 h');
    // Unstamped, the future date counts as now: not overdue yet, but not forever either.
    expect(isOverdue({ arrivedAt: leadArrivedAt({ createdAt: FUTURE }, NOW), firstResponseAt: null }, NOW)).toBe(false);
  });
});
