import { describe, expect, it } from 'vitest';
import { UNSUBSCRIBE_PATH, unsubscribeHeaders, unsubscribeUrl } from './unsubscribe-link';

describe('finding N2: the unsubscribe link and headers of a search-alert email', () => {
  it('names the account and its signature in the query, on the site', () => {
    const url = new URL(unsubscribeUrl('https://example.bs', 'uid/with spaces', 'sig-_1'));
    expect(url.origin + url.pathname).toBe(`https://example.bs${UNSUBSCRIBE_PATH}`);
    expect(url.searchParams.get('u')).toBe('uid/with spaces');
    expect(url.searchParams.get('s')).toBe('sig-_1');
  });

  it('offers the one-click POST of RFC 8058 to mail apps', () => {
    expect(unsubscribeHeaders('https://example.bs/unsubscribe?u=a&s=b')).toEqual({
      'List-Unsubscribe': '<https://example.bs/unsubscribe?u=a&s=b>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});
