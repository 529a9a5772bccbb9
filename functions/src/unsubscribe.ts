import { createHmac, timingSafeEqual } from 'node:crypto';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { escapeMailHtml as escapeHtml } from '@harbour/domain/mail/mail-text';
import { UNSUBSCRIBE_TEXTS } from '@harbour/domain/mail/unsubscribe-link';

/**
 * #32, finding N2: the one-click unsubscribe of search-alert emails. The link carries the account's id and an HMAC of
 * it under a server-only key (a Functions secret), so it works without signing in and no one can stop another
 * person's emails. A GET (the link opened, or a mail scanner following it) only asks; a POST (the page's button, or a
 * mail app's own one-click button, RFC 8058) turns the emails off.
 */

/** What the signature covers: the purpose, so a signature made for anything else never passes here. */
const PURPOSE = 'search-alert-emails';

/** Pure: the signature of `uid`'s link under `key` (base64url). */
export function signUnsubscribe(key: string, uid: string): string {
  return createHmac('sha256', key).update(`${PURPOSE}:${uid}`).digest('base64url');
}

/** Pure: whether `signature` is `uid`'s under `key`, compared in constant time. */
export function verifyUnsubscribe(key: string, uid: string, signature: string): boolean {
  if (!key || !uid || uid.length > 128 || !/^[A-Za-z0-9_-]{43}$/.test(signature)) return false;
  const expected = Buffer.from(signUnsubscribe(key, uid));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export interface UnsubscribeRequest {
  method: string;
  query: Record<string, unknown>;
}

export interface UnsubscribePage {
  status: number;
  html: string;
}

const first = (value: unknown): string =>
  typeof value === 'string' ? value : Array.isArray(value) && typeof value[0] === 'string' ? value[0] : '';

/** Pure: a small page of its own (no app: the function answers it), in the site's words. */
function page(title: string, body: string, extra = ''): string {
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(title)}</title>`,
    '<style>body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#0f172a}',
    'button,a.b{display:inline-block;min-height:44px;padding:.6rem 1.2rem;border-radius:.5rem;border:0;',
    'background:#0b4f6c;color:#fff;font:inherit;text-decoration:none;cursor:pointer}</style></head><body><main>',
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p>${extra}</main></body></html>`,
  ].join('');
}

const savedLink = `<p><a class="b" href="/saved">${escapeHtml(UNSUBSCRIBE_TEXTS.savedPage)}</a></p>`;

/**
 * The answer to a request to /unsubscribe: a bad or missing signature changes nothing and says so; a GET asks, with
 * a button that posts the same link back; a POST turns every search alert of the account off (its profile's
 * `searchAlerts` emptied, written as the replication expects so the user's devices pull it). Posting twice is fine.
 */
export async function handleUnsubscribe(
  db: Firestore,
  key: string,
  req: UnsubscribeRequest,
  now: Date = new Date(),
): Promise<UnsubscribePage> {
  const uid = first(req.query.u);
  const signature = first(req.query.s);
  if (!verifyUnsubscribe(key, uid, signature))
    return { status: 400, html: page(UNSUBSCRIBE_TEXTS.badTitle, UNSUBSCRIBE_TEXTS.bad, savedLink) };
  if (req.method !== 'POST') {
    const action = `?${new URLSearchParams({ u: uid, s: signature }).toString()}`;
    const form = `<form method="post" action="${escapeHtml(action)}"><button type="submit">${escapeHtml(UNSUBSCRIBE_TEXTS.button)}</button></form>`;
    return { status: 200, html: page(UNSUBSCRIBE_TEXTS.askTitle, UNSUBSCRIBE_TEXTS.ask, form) };
  }
  const profile = db.collection('profiles').doc(uid);
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(profile);
    const alerts = snap.get('searchAlerts');
    if (!snap.exists || !Array.isArray(alerts) || alerts.length === 0) return;
    tx.update(profile, {
      searchAlerts: [],
      updatedAt: now.toISOString(),
      serverTimestamp: FieldValue.serverTimestamp(),
    });
  });
  return { status: 200, html: page(UNSUBSCRIBE_TEXTS.doneTitle, UNSUBSCRIBE_TEXTS.done, savedLink) };
}
