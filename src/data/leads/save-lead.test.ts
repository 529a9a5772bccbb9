import { describe, expect, it } from 'vitest';
import { InvalidLeadError, toInquiry, type LeadInput } from './save-lead';

const lead: LeadInput = { inquiryType: 'contact', name: 'Ada Pinder', email: 'ada@example.com' };
const now = new Date('2026-11-24T10:00:00.000Z');

describe('toInquiry', () => {
  it('keeps the known details', () => {
    const inquiry = toInquiry({ ...lead, details: { subject: 'Charter in June' } }, 'l-1', now);
    expect(inquiry.details).toEqual({ subject: 'Charter in June' });
    expect(inquiry.createdAt).toBe('2026-11-24T10:00:00.000Z');
  });

  it('finding 2: refuses an unknown detail, a non-text one and one past its limit (the rules would too)', () => {
    const bad = [{ note: 'hi' }, { subject: 42 }, { subject: 'x'.repeat(201) }, { boatYear: '19999' }];
    for (const details of bad)
      expect(() => toInquiry({ ...lead, details } as unknown as LeadInput, 'l-1', now)).toThrow(InvalidLeadError);
  });

  it('#33: a charter request carries its choice, day and guests; no other lead carries a charter detail', () => {
    const ask = { charterChoice: 'full_day', charterDay: '2027-03-06', charterGuests: '6' };
    expect(toInquiry({ ...lead, inquiryType: 'charter', details: ask }, 'l-2', now)).toMatchObject({
      inquiryType: 'charter',
      details: ask,
    });
    expect(() => toInquiry({ ...lead, inquiryType: 'charter', details: { subject: 'Boat trip' } }, 'l-3', now)).toThrow(
      InvalidLeadError,
    );
    expect(() => toInquiry({ ...lead, details: ask }, 'l-4', now)).toThrow(InvalidLeadError);
  });
});
