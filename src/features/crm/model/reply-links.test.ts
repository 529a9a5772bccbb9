import { describe, expect, it } from 'vitest';
import { emailReplyHref, replySubject, replyText, whatsappReplyHref } from './reply-links';

const context = {
  name: 'Erin Knowles',
  boatTitle: '2022 Yellowfin 36 Offshore',
  boatUrl: 'https://www.nassauharbouryachts.com/boats/boat-yellowfin-36-2022',
  from: 'Alicia, Nassau Harbour Yachts',
};

describe('one-tap replies', () => {
  it('names the boat and links its page; a lead without a boat gets a plain thank-you', () => {
    const text = replyText(context);
    expect(text).toContain('Hi Erin,');
    expect(text).toContain(
      'your interest in the 2022 Yellowfin 36 Offshore (https://www.nassauharbouryachts.com/boats/boat-yellowfin-36-2022)',
    );
    expect(text.endsWith('Alicia, Nassau Harbour Yachts')).toBe(true);
    expect(replyText({ ...context, boatTitle: null, boatUrl: null })).toContain('Thank you for getting in touch.');
    expect(replySubject(context.boatTitle)).toBe('Your inquiry about the 2022 Yellowfin 36 Offshore');
  });

  it('email: subject and body encoded whole, so & ? % in them stay text', () => {
    const href = emailReplyHref('erin@example.com', 'A & B? 100%', 'line 1\nbcc=x@evil.io&cc=y')!;
    expect(href.startsWith('mailto:erin@example.com?subject=')).toBe(true);
    const url = new URL(href);
    expect(url.searchParams.get('subject')).toBe('A & B? 100%');
    expect(url.searchParams.get('body')).toBe('line 1\nbcc=x@evil.io&cc=y');
    expect([...url.searchParams.keys()]).toEqual(['subject', 'body']);
  });

  it('email: no link for an address that could add headers or is not one', () => {
    for (const bad of [
      'erin@example.com?bcc=x@evil.io',
      'erin@example.com&cc=x',
      'erin%40example.com',
      'erin',
      42,
      null,
    ])
      expect(emailReplyHref(bad, 's', 'b')).toBeUndefined();
  });

  it('WhatsApp: only the digits of a phone number go in the link, the text encoded', () => {
    expect(whatsappReplyHref('+1 (242) 555-0101', 'Hi & welcome?')).toBe(
      'https://wa.me/12425550101?text=Hi%20%26%20welcome%3F',
    );
    for (const bad of ['+1 242 555 0101?text=spam', '242&x=1', '12%34567', '123', '1'.repeat(16), undefined])
      expect(whatsappReplyHref(bad, 't')).toBeUndefined();
  });
});
