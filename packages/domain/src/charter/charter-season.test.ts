import { describe, expect, it } from 'vitest';
import { demoCharterSeason } from './charter-season';
import { charterMonthView } from './charter-month';
import { publicSlotOf } from './charter-holds';

describe('the demo charter season (#33)', () => {
  const now = new Date('2027-03-01T14:00:00Z');
  const season = demoCharterSeason(now);

  it('has booked days, one hold that lapses by itself, two blocked days and a day on another channel', () => {
    const kinds = (kind: string) => season.filter((r) => r.kind === kind).map((r) => r.id);
    expect(kinds('hold')).toEqual(['2027-03-07:pm']);
    expect(kinds('block')).toEqual(['2027-03-15:am', '2027-03-15:pm', '2027-03-16:am', '2027-03-16:pm']);
    expect(kinds('channel')).toEqual(['2027-03-22:am', '2027-03-22:pm']);
    expect(kinds('booking').length).toBeGreaterThan(4);
    expect(new Set(season.map((r) => r.id)).size).toBe(season.length);
    expect(season.find((r) => r.kind === 'hold')!.heldUntil).toBe('2027-03-02T08:00:00.000Z');
  });

  it('reads on the guest calendar as the season it describes', () => {
    const slots = season.map((r) => publicSlotOf(r)!);
    const march = charterMonthView('2027-03', slots, now);
    const day = (d: string) => march.find((v) => v.day === d)!;
    expect(day('2027-03-05')).toMatchObject({ morning: 'booked', afternoon: 'booked' });
    expect(day('2027-03-07')).toMatchObject({ morning: 'free', afternoon: 'held' });
    expect(day('2027-03-15')).toMatchObject({ morning: 'blocked', afternoon: 'blocked' });
    // After the hold's time, its afternoon is free again.
    const later = charterMonthView('2027-03', slots, new Date('2027-03-02T09:00:00Z'));
    expect(later.find((v) => v.day === '2027-03-07')).toMatchObject({ afternoon: 'free' });
  });
});
