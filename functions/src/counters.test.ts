import { describe, expect, it } from 'vitest';
import { boatDelta, inquiryArrival, inquiryDelta, isEmptyDelta, submissionDelta } from './counters';

const sub = (status: string, userId = 'u1') => ({ id: 's1', userId, status });
const boat = (status: string, createdBy: string | null = 'u1') => ({ id: 'b1', createdBy, status });
const inquiry = (boatOwnerId?: string | null, createdAt = '2026-11-01T12:00:00.000Z') => ({
  id: 'i1',
  createdAt,
  ...(boatOwnerId === undefined ? {} : { boatOwnerId }),
});

describe('submissionDelta', () => {
  it('create as pending: +1 pending (admin), +1 total and +1 pending review (owner)', () => {
    expect(submissionDelta(null, sub('pending'))).toEqual({
      admin: { pendingSubmissions: 1 },
      inquiriesByDay: {},
      owners: { u1: { totalSubmissions: 1, pendingReviews: 1 } },
      openSubmissions: { u1: 1 },
    });
  });
  it('pending → needs_changes, approved or rejected: -1 pending; open until decided (finding N4)', () => {
    for (const status of ['needs_changes', 'approved', 'rejected']) {
      expect(submissionDelta(sub('pending'), sub(status))).toEqual({
        admin: { pendingSubmissions: -1 },
        inquiriesByDay: {},
        owners: { u1: { pendingReviews: -1 } },
        openSubmissions: status === 'needs_changes' ? {} : { u1: -1 },
      });
    }
  });
  it('needs_changes → pending (resubmitted): +1 pending, still one open', () => {
    expect(submissionDelta(sub('needs_changes'), sub('pending'))).toEqual({
      admin: { pendingSubmissions: 1 },
      inquiriesByDay: {},
      owners: { u1: { pendingReviews: 1 } },
      openSubmissions: {},
    });
  });
  it('finding N4: needs_changes → approved or rejected frees a place, with no other counter moving', () => {
    const delta = submissionDelta(sub('needs_changes'), sub('rejected'));
    expect(delta.openSubmissions).toEqual({ u1: -1 });
    expect(isEmptyDelta(delta)).toBe(false);
  });
  it('an edit that keeps the status changes nothing', () => {
    expect(isEmptyDelta(submissionDelta(sub('pending'), sub('pending')))).toBe(true);
    expect(isEmptyDelta(submissionDelta(sub('approved'), sub('rejected')))).toBe(true);
  });
  it('delete (or RxDB soft delete) of a pending submission: -1 everywhere', () => {
    const expected = {
      admin: { pendingSubmissions: -1 },
      inquiriesByDay: {},
      owners: { u1: { totalSubmissions: -1, pendingReviews: -1 } },
      openSubmissions: { u1: -1 },
    };
    expect(submissionDelta(sub('pending'), null)).toEqual(expected);
    expect(submissionDelta(sub('pending'), { ...sub('pending'), _deleted: true })).toEqual(expected);
  });
  it('delete of an approved one: -1 total only; create as approved: +1 total only', () => {
    expect(submissionDelta(sub('approved'), null)).toEqual({
      admin: {},
      inquiriesByDay: {},
      owners: { u1: { totalSubmissions: -1 } },
      openSubmissions: {},
    });
    expect(submissionDelta(null, sub('approved'))).toEqual({
      admin: {},
      inquiriesByDay: {},
      owners: { u1: { totalSubmissions: 1 } },
      openSubmissions: {},
    });
  });
  it('nothing before or after: nothing', () => {
    expect(isEmptyDelta(submissionDelta(null, null))).toBe(true);
  });
});

describe('boatDelta', () => {
  it('create active: +1 active listings for admin and owner; create as draft: nothing', () => {
    expect(boatDelta(null, boat('active'))).toEqual({
      admin: { activeListings: 1 },
      inquiriesByDay: {},
      owners: { u1: { activeListings: 1 } },
      openSubmissions: {},
    });
    expect(isEmptyDelta(boatDelta(null, boat('draft')))).toBe(true);
  });
  it('draft → active: +1; active → sold / draft / pending_review: -1', () => {
    expect(boatDelta(boat('draft'), boat('active'))).toEqual({
      admin: { activeListings: 1 },
      inquiriesByDay: {},
      owners: { u1: { activeListings: 1 } },
      openSubmissions: {},
    });
    for (const status of ['sold', 'draft', 'pending_review']) {
      expect(boatDelta(boat('active'), boat(status))).toEqual({
        admin: { activeListings: -1 },
        inquiriesByDay: {},
        owners: { u1: { activeListings: -1 } },
        openSubmissions: {},
      });
    }
  });
  it('active → active (an edit): nothing; sold → draft: nothing; under offer is still on the market', () => {
    expect(isEmptyDelta(boatDelta(boat('active'), boat('active')))).toBe(true);
    expect(isEmptyDelta(boatDelta(boat('active'), boat('under_offer')))).toBe(true);
    expect(boatDelta(boat('under_offer'), boat('sold')).admin).toEqual({ activeListings: -1 });
    expect(isEmptyDelta(boatDelta(boat('sold'), boat('draft')))).toBe(true);
  });
  it('delete of an active boat: -1; a boat without owner moves only the admin count', () => {
    expect(boatDelta(boat('active'), null)).toEqual({
      admin: { activeListings: -1 },
      inquiriesByDay: {},
      owners: { u1: { activeListings: -1 } },
      openSubmissions: {},
    });
    expect(boatDelta(null, boat('active', null))).toEqual({
      admin: { activeListings: 1 },
      inquiriesByDay: {},
      owners: {},
      openSubmissions: {},
    });
  });
  it('an active boat moved to another owner: -1 old owner, +1 new owner, admin unchanged', () => {
    expect(boatDelta(boat('active', 'u1'), boat('active', 'u2'))).toEqual({
      admin: {},
      inquiriesByDay: {},
      owners: { u1: { activeListings: -1 }, u2: { activeListings: 1 } },
      openSubmissions: {},
    });
  });
});

describe('inquiryDelta', () => {
  const DAY = '2026-11-03';
  it('arrival: +1 on the given (server) day; no owner yet', () => {
    expect(inquiryArrival(null, inquiry())).toBe(1);
    expect(inquiryDelta(null, inquiry(), DAY)).toEqual({
      admin: {},
      inquiriesByDay: { [DAY]: 1 },
      owners: {},
      openSubmissions: {},
    });
  });
  it("finding 3: the visitor's own createdAt never names a bucket", () => {
    for (const createdAt of ['1999-01-01T00:00:00.000Z', '9999-12-31T00:00:00.000Z', 'yesterday'])
      expect(inquiryDelta(null, inquiry(null, createdAt), DAY).inquiriesByDay).toEqual({ [DAY]: 1 });
  });
  it('the backend sets boatOwnerId: +1 for that owner, no day moves', () => {
    expect(inquiryArrival(inquiry(), inquiry('u1'))).toBe(0);
    expect(inquiryDelta(inquiry(), inquiry('u1'), null)).toEqual({
      admin: {},
      inquiriesByDay: {},
      owners: { u1: { totalInquiries: 1 } },
      openSubmissions: {},
    });
  });
  it('a status change keeps everything', () => {
    expect(
      isEmptyDelta(inquiryDelta({ ...inquiry('u1'), status: 'new' }, { ...inquiry('u1'), status: 'closed' }, null)),
    ).toBe(true);
  });
  it('removal (deleted or soft-deleted): -1 on its arrival day and for its owner', () => {
    expect(inquiryArrival(inquiry('u1'), { ...inquiry('u1'), _deleted: true })).toBe(-1);
    expect(inquiryDelta(inquiry('u1'), null, '2026-11-01')).toEqual({
      admin: {},
      inquiriesByDay: { '2026-11-01': -1 },
      owners: { u1: { totalInquiries: -1 } },
      openSubmissions: {},
    });
  });
  it('a removal whose arrival day is no longer known moves no day', () => {
    expect(inquiryDelta(inquiry('u1'), null, null).inquiriesByDay).toEqual({});
  });
});
