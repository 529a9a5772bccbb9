/**
 * #32, finding N2: every search-alert email carries a one-click way out: a link in the text and the List-Unsubscribe
 * headers (RFC 2369, and RFC 8058's one-click POST that mail apps send for their own button). The link names the
 * account and carries the server's signature of it (functions/src/unsubscribe.ts), so no one can stop another
 * person's emails by guessing an id.
 */

/** Hosting sends this path to the `unsubscribe` function (firebase.json). */
export const UNSUBSCRIBE_PATH = '/unsubscribe';

/** Pure: the link in an email to `uid`, signed with `signature`. */
export function unsubscribeUrl(siteUrl: string, uid: string, signature: string): string {
  const query = new URLSearchParams({ u: uid, s: signature });
  return `${siteUrl}${UNSUBSCRIBE_PATH}?${query.toString()}`;
}

/** Pure: the headers that let a mail app offer its own one-click unsubscribe (RFC 8058). */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

export const UNSUBSCRIBE_TEXTS = {
  askTitle: 'Stop emails for saved searches?',
  ask: 'You will no longer get an email when a new boat matches one of your saved searches. Your saved searches stay on your device.',
  button: 'Stop these emails',
  doneTitle: 'You will not get these emails any more',
  done: 'Emails for your saved searches are off. You can turn them on again on your Saved page.',
  badTitle: 'This link does not work',
  bad: 'It may have been cut short by your email app. You can turn the emails off on your Saved page.',
  savedPage: 'Go to your Saved page',
} as const;
