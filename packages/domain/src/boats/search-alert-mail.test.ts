import { describe, expect, it } from 'vitest';
import { searchAlertMail, searchAlertMailId } from './search-alert-mail';

const listing = {
  id: 'boat-lagoon-42-2021',
  year: 2021,
  make: 'Lagoon',
  model: '42',
  price: 689000,
  priceOnRequest: false,
  length: 42,
  location: 'Nassau, Bahamas',
};
const mail = (over: Partial<Parameters<typeof searchAlertMail>[0]> = {}) =>
  searchAlertMail({
    to: 'dana@example.com',
    searchNames: ['Cats under $900k'],
    listing,
    siteUrl: 'https://www.nassauharbouryachts.com',
    businessName: 'Nassau Harbour Yachts',
    unsubscribeUrl: 'https://www.nassauharbouryachts.com/unsubscribe?u=u1&s=sig',
    ...over,
  });

describe('search alert email', () => {
  it('names the search and the boat, with its price, length, place and link', () => {
    const { to, message } = mail();
    expect(to).toBe('dana@example.com');
    expect(message.subject).toBe('New for “Cats under $900k”: 2021 Lagoon 42');
    expect(message.text).toContain('$689,000 · 42 ft · Nassau, Bahamas');
    expect(message.text).toContain('See it: https://www.nassauharbouryachts.com/boats/boat-lagoon-42-2021');
    expect(message.text).toContain('https://www.nassauharbouryachts.com/saved');
    expect(message.html).toContain('href="https://www.nassauharbouryachts.com/boats/boat-lagoon-42-2021"');
  });

  it('finding N2: a one-click way out, in the text, the HTML and the List-Unsubscribe headers', () => {
    const { message } = mail();
    expect(message.text).toContain('To stop them: https://www.nassauharbouryachts.com/unsubscribe?u=u1&s=sig');
    expect(message.html).toContain(
      '<a href="https://www.nassauharbouryachts.com/unsubscribe?u=u1&amp;s=sig">Stop these emails</a>',
    );
    expect(message.headers).toEqual({
      'List-Unsubscribe': '<https://www.nassauharbouryachts.com/unsubscribe?u=u1&s=sig>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('never shows a number for a price on request', () => {
    expect(mail({ listing: { ...listing, priceOnRequest: true, price: 0 } }).message.text).toContain(
      'Price on request · 42 ft',
    );
  });

  it('escapes what users and admins typed in the HTML part', () => {
    const { message } = mail({
      searchNames: ['<img src=x onerror=alert(1)>'],
      listing: { ...listing, make: 'A&B "Cat"' },
    });
    expect(message.html).not.toContain('<img');
    expect(message.html).toContain('“&lt;img src=x onerror=alert(1)&gt;”');
    expect(message.html).toContain('A&amp;B &quot;Cat&quot;');
  });

  it('finding N2: a search name or a boat with line breaks cannot add a header, the subject is one line', () => {
    const { message } = mail({
      searchNames: ['Cats\r\nBcc: everyone@example.com'],
      listing: { ...listing, model: '42\nX-Spam: yes' },
    });
    expect(message.subject).toBe('New for “Cats Bcc: everyone@example.com”: 2021 Lagoon 42 X-Spam: yes');
    expect(message.subject).not.toMatch(/[\r\n]/);
  });

  it('one email for a boat several of the searches find, naming them', () => {
    const { message } = mail({ searchNames: ['Cats', 'Under $900k', 'Nassau'] });
    expect(message.subject).toBe('New for 3 of your searches: 2021 Lagoon 42');
    expect(message.text).toContain(
      'A boat matching your saved searches “Cats”, “Under $900k” and “Nassau” was just listed:',
    );
  });

  it('one id per user and boat, safe as a document id', () => {
    expect(searchAlertMailId('u1', 'boat-1')).toBe('searchAlert__u1__boat-1');
    expect(searchAlertMailId('u/1', 'b')).not.toContain('/');
    expect(searchAlertMailId('u1', 'boat-1')).not.toBe(searchAlertMailId('u2', 'boat-1'));
  });
});
