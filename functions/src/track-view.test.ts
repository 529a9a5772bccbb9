import { describe, expect, it } from 'vitest';
import {
  addressLimitId,
  callerAddress,
  checkTrackViewInput,
  shouldCountView,
  TRACK_VIEW_MESSAGES,
  viewCountId,
  viewDedupId,
} from './track-view';

const visitor = '6f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f';

describe('checkTrackViewInput', () => {
  it('accepts a boat or a post with a valid id and visitor id', () => {
    expect(checkTrackViewInput({ itemType: 'boat', itemId: 'boat-01_A', visitorId: visitor })).toEqual({
      ok: true,
      value: { itemType: 'boat', itemId: 'boat-01_A', visitorId: visitor },
    });
    expect(checkTrackViewInput({ itemType: 'post', itemId: 'p', visitorId: 'abcd1234' })).toMatchObject({ ok: true });
    expect(checkTrackViewInput({ itemType: 'post', itemId: 'x'.repeat(64), visitorId: 'a'.repeat(64) })).toMatchObject({
      ok: true,
    });
  });

  it('refuses other item types', () => {
    expect(checkTrackViewInput({ itemType: 'listing', itemId: 'b1', visitorId: visitor })).toEqual({
      ok: false,
      message: TRACK_VIEW_MESSAGES.itemType,
    });
    expect(checkTrackViewInput({ itemId: 'b1', visitorId: visitor })).toEqual({
      ok: false,
      message: TRACK_VIEW_MESSAGES.itemType,
    });
  });

  it('refuses bad item ids: empty, too long, path characters, non-strings', () => {
    for (const itemId of ['', 'x'.repeat(65), 'a/b', '../x', 'a b', 'é', 42, null]) {
      expect(checkTrackViewInput({ itemType: 'boat', itemId, visitorId: visitor })).toEqual({
        ok: false,
        message: TRACK_VIEW_MESSAGES.itemId,
      });
    }
  });

  it('refuses bad visitor ids: shorter than 8, longer than 64, "_" or "/"', () => {
    for (const visitorId of ['abc1234', 'a'.repeat(65), 'abcd_1234', 'abcd/1234', undefined]) {
      expect(checkTrackViewInput({ itemType: 'boat', itemId: 'b1', visitorId })).toEqual({
        ok: false,
        message: TRACK_VIEW_MESSAGES.visitorId,
      });
    }
  });

  it('refuses a non-object', () => {
    for (const data of [null, 'boat', 3, ['boat']])
      expect(checkTrackViewInput(data)).toEqual({ ok: false, message: TRACK_VIEW_MESSAGES.shape });
  });
});

describe('shouldCountView (sliding 60-minute window, @harbour/domain/counters/view-window)', () => {
  const counted = '2026-11-01T10:00:00.000Z';

  it('the first view counts', () => {
    expect(shouldCountView(null, new Date(counted))).toBe(true);
  });

  it('59:59 after a counted view: not counted; 60:00 after: counted', () => {
    expect(shouldCountView(counted, new Date('2026-11-01T10:59:59.000Z'))).toBe(false);
    expect(shouldCountView(counted, new Date('2026-11-01T10:59:59.999Z'))).toBe(false);
    expect(shouldCountView(counted, new Date('2026-11-01T11:00:00.000Z'))).toBe(true);
  });

  it('is a sliding window, not the clock hour: 10:59 then 11:01 is one view', () => {
    expect(shouldCountView('2026-11-01T10:59:00.000Z', new Date('2026-11-01T11:01:00.000Z'))).toBe(false);
  });
});

describe('ids', () => {
  it('viewCounts id is {itemType}:{itemId}; the dedupe id joins type, item and visitor', () => {
    expect(viewCountId('boat', 'b1')).toBe('boat:b1');
    expect(viewDedupId({ itemType: 'post', itemId: 'a_b', visitorId: visitor })).toBe(`post_a_b_${visitor}`);
  });
});

describe('finding 6: the address a view is limited by', () => {
  it("trusts only the last X-Forwarded-For entry (the one Google's front end appended), else the socket", () => {
    expect(callerAddress('203.0.113.9', '10.0.0.1')).toBe('203.0.113.9');
    expect(callerAddress('1.1.1.1, 2.2.2.2, 203.0.113.9', '10.0.0.1')).toBe('203.0.113.9');
    expect(callerAddress(['1.1.1.1', '203.0.113.9 '], undefined)).toBe('203.0.113.9');
    expect(callerAddress(undefined, '127.0.0.1')).toBe('127.0.0.1');
    expect(callerAddress(' , ', undefined)).toBe('unknown');
  });

  it('the limit document names the address by a hash, per item and UTC hour', () => {
    const at = new Date('2026-11-24T10:59:59.999Z');
    const id = addressLimitId('203.0.113.9', { itemType: 'boat', itemId: 'b1' }, at);
    expect(id).toMatch(/^[0-9a-f]{32}_boat_b1_2026-11-24T10$/);
    expect(id).not.toContain('203.0.113.9');
    expect(
      addressLimitId('203.0.113.9', { itemType: 'boat', itemId: 'b1' }, new Date('2026-11-24T11:00:00.000Z')),
    ).not.toBe(id);
    expect(addressLimitId('203.0.113.10', { itemType: 'boat', itemId: 'b1' }, at)).not.toBe(id);
  });
});

describe('finding N8: the limits count an IPv6 caller by its /64', () => {
  it('two addresses of one /64 name one view limit and one lead limit; IPv4 and the next /64 others', async () => {
    const { leadLimitIds } = await import('./lead-tickets');
    const at = new Date('2026-11-24T10:00:00.000Z');
    const item = { itemType: 'boat', itemId: 'b1' } as const;
    const lead = { leadId: 'l1', visitorId: visitor };
    const same = ['2001:db8:0:1::1', '2001:0DB8:0000:0001:ffff:ffff:ffff:ffff'];
    expect(addressLimitId(same[0]!, item, at)).toBe(addressLimitId(same[1]!, item, at));
    expect(leadLimitIds(lead, same[0], at)[1]).toBe(leadLimitIds(lead, same[1], at)[1]);
    expect(addressLimitId('2001:db8:0:2::1', item, at)).not.toBe(addressLimitId(same[0]!, item, at));
    expect(leadLimitIds(lead, '2001:db8:0:2::1', at)[1]).not.toBe(leadLimitIds(lead, same[0], at)[1]);
    expect(addressLimitId('::ffff:203.0.113.9', item, at)).toBe(addressLimitId('203.0.113.9', item, at));
  });
});
