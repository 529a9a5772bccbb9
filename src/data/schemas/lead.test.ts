import { describe, expect, it } from 'vitest';
import { leadSource, leadTeamRefusal, MAX_LEAD_ACTIVITY, MAX_LEAD_TAGS } from './lead';

describe("the team's part of a lead", () => {
  it('reads its source from its form until a broker sets one', () => {
    expect(leadSource({ source: null, inquiryType: 'boat' })).toBe('boat-inquiry');
    expect(leadSource({ source: null, inquiryType: 'sell' })).toBe('sell-form');
    expect(leadSource({ source: null, inquiryType: 'contact' })).toBe('contact-form');
    expect(leadSource({ source: 'boat-show', inquiryType: 'contact' })).toBe('boat-show');
  });

  it('is bounded as firestore.rules bounds it; a lead written before it existed passes', () => {
    expect(leadTeamRefusal({ status: 'new' })).toBeNull();
    expect(leadTeamRefusal({ activity: [], tags: ['vip'], assignedTo: 'admin-1', source: 'phone' })).toBeNull();
    expect(leadTeamRefusal({ activity: new Array(MAX_LEAD_ACTIVITY + 1).fill({}) })).toBe(
      `A lead's history holds at most ${MAX_LEAD_ACTIVITY} entries.`,
    );
    expect(leadTeamRefusal({ tags: new Array(MAX_LEAD_TAGS + 1).fill('t') })).toBe(
      `A lead has at most ${MAX_LEAD_TAGS} tags.`,
    );
    expect(leadTeamRefusal({ assignedTo: ['a', 'b'] })).toBe('A lead is assigned to one admin.');
    expect(leadTeamRefusal({ source: 'billboard' })).toBe("Unknown lead source 'billboard'.");
  });
});
