import { describe, expect, it } from 'vitest';
import { isSiteLead, leadMailsHeldId, leadMailsHeldMail, newLeadMail, newLeadMailId } from './lead-mail';

const base = { to: 'info@brokerage.example', siteUrl: 'https://www.example.com', businessName: 'Harbour Yachts' };

describe('the brokerage’s email about a new lead', () => {
  it('names the kind and boat in the subject, who asked and what in the body, and links the Leads tab', () => {
    const mail = newLeadMail({
      ...base,
      lead: {
        id: 'l1',
        inquiryType: 'boat',
        boatTitle: '2021 Contender 39 ST',
        name: 'Dana Rolle',
        email: 'dana@example.com',
        phone: '+1 242 555 0101',
        message: 'Is she still for sale?\nCan I see her Saturday?',
      },
    });
    expect(mail.to).toBe('info@brokerage.example');
    expect(mail.message.subject).toBe('New boat inquiry: 2021 Contender 39 ST from Dana Rolle');
    expect(mail.message.text).toContain('dana@example.com · +1 242 555 0101');
    expect(mail.message.text).toContain('Can I see her Saturday?');
    expect(mail.message.text).toContain('https://www.example.com/admin/dashboard?tab=leads');
    expect(mail.message.html).toContain(
      '<a href="https://www.example.com/admin/dashboard?tab=leads">Open the lead</a>',
    );
  });

  it('a visitor’s text cannot add a header or markup, and malformed fields read as missing', () => {
    const mail = newLeadMail({
      ...base,
      lead: { id: 'l2', inquiryType: 'sell', name: 'Eve\r\nBcc: all@x.com', message: '<script>x</script>', email: 42 },
    });
    expect(mail.message.subject).toBe('New sell request from Eve Bcc: all@x.com');
    expect(mail.message.subject).not.toMatch(/[\r\n]/);
    expect(mail.message.html).not.toContain('<script>');
    expect(mail.message.html).toContain('&lt;script&gt;');
    expect(newLeadMail({ ...base, lead: { id: 'l3', inquiryType: { x: 1 } } }).message.subject).toBe(
      'New lead from Someone',
    );
  });

  it('one email per lead, and only for a lead from the site', () => {
    expect(newLeadMailId('a/b')).toBe('newLead__a_b');
    expect(isSiteLead({ source: undefined })).toBe(true);
    expect(isSiteLead({ source: null })).toBe(true);
    expect(isSiteLead({ source: 'boat-show' })).toBe(false);
  });
});

describe('finding N8: the notice that an hour’s new-lead emails reached their ceiling', () => {
  it('says how many were emailed since when, that the next leads until the hour ends wait in the Leads tab', () => {
    const mail = leadMailsHeldMail({ ...base, hourStart: new Date('2026-11-27T09:00:00.000Z'), sent: 20 });
    expect(mail.to).toBe('info@brokerage.example');
    expect(mail.message.subject).toBe('20 new leads since 09:00 UTC: the next ones are in the Leads tab only');
    expect(mail.message.text).toContain('until 10:00 UTC is kept and waits in the Leads tab');
    expect(mail.message.text).toContain('https://www.example.com/admin/dashboard?tab=leads');
    expect(mail.message.html).toContain('<a href="https://www.example.com/admin/dashboard?tab=leads">');
    expect(leadMailsHeldId('2026-11-27T09')).toBe('newLeadsHeld__2026-11-27T09');
    expect(leadMailsHeldId('2026-11-27T09')).not.toBe(newLeadMailId('2026-11-27T09'));
  });
});
