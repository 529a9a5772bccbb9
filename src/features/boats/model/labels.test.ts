import { describe, expect, it } from 'vitest';
import { conditionLabel } from './conditions';
import { inquiryMailto } from './contact-links';

describe('conditionLabel', () => {
  it("shows 'used' as Pre-Owned and 'new' as New", () => {
    expect(conditionLabel('used')).toBe('Pre-Owned');
    expect(conditionLabel('new')).toBe('New');
  });
});

describe('inquiryMailto', () => {
  it('puts the boat title in an encoded subject', () => {
    expect(inquiryMailto('info@example.com', '2022 Sea Ray 320 & Co')).toBe(
      'mailto:info@example.com?subject=Inquiry%20about%202022%20Sea%20Ray%20320%20%26%20Co',
    );
  });
});
