import { describe, expect, it } from 'vitest';
import { leadSource } from './lead';

describe("the team's part of a lead", () => {
  it('reads its source from its form until a broker sets one', () => {
    expect(leadSource({ source: null, inquiryType: 'boat' })).toBe('boat-inquiry');
    expect(leadSource({ source: null, inquiryType: 'sell' })).toBe('sell-form');
    expect(leadSource({ source: null, inquiryType: 'contact' })).toBe('contact-form');
    expect(leadSource({ source: null, inquiryType: 'charter' })).toBe('charter-request');
    expect(leadSource({ source: 'boat-show', inquiryType: 'contact' })).toBe('boat-show');
  });
});
