// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import {
  forgetLeadsSeen,
  leadsSeen,
  NOTHING_SEEN,
  parseLeadsSeen,
  setLeadsSeen,
  setUnreadLeadsHint,
  subscribeLeadsSeen,
  subscribeUnreadLeadsHint,
  unreadLeadsHint,
} from './leads-seen';

describe('the leads an admin has seen on this device', () => {
  it('reads only what it wrote: anything else is nothing seen', () => {
    expect(parseLeadsSeen(null)).toBe(NOTHING_SEEN);
    expect(parseLeadsSeen('nope')).toBe(NOTHING_SEEN);
    expect(parseLeadsSeen('{"upTo":42,"ids":["a",7,{"x":1}]}')).toEqual({ upTo: null, ids: ['a'] });
    expect(parseLeadsSeen(JSON.stringify({ upTo: 'x'.repeat(41), ids: 'a' }))).toEqual({ upTo: null, ids: [] });
  });

  it('is kept per account, followed by the page, and the same object until it changes', () => {
    const heard = vi.fn();
    const stop = subscribeLeadsSeen('admin-1')(heard);
    setLeadsSeen('admin-1', { upTo: '2026-11-27T10:00:00.000Z', ids: ['l9'] });
    expect(heard).toHaveBeenCalledTimes(1);
    expect(leadsSeen('admin-1')).toEqual({ upTo: '2026-11-27T10:00:00.000Z', ids: ['l9'] });
    expect(leadsSeen('admin-1')).toBe(leadsSeen('admin-1'));
    expect(leadsSeen('admin-2')).toEqual(NOTHING_SEEN);
    stop();
  });

  it('the header’s count follows; logout forgets both', () => {
    const heard = vi.fn();
    subscribeUnreadLeadsHint(heard);
    setUnreadLeadsHint(3);
    expect(unreadLeadsHint()).toBe(3);
    setUnreadLeadsHint(3);
    expect(heard).toHaveBeenCalledTimes(1);
    setLeadsSeen('admin-1', { upTo: null, ids: ['a'] });
    forgetLeadsSeen('admin-1');
    expect(leadsSeen('admin-1')).toEqual(NOTHING_SEEN);
    expect(unreadLeadsHint()).toBe(0);
    expect(localStorage.length).toBe(0);
  });
});
