import { beforeAll, describe, expect, it } from 'vitest';
import { handleBoatWrite, handleListingWrite, handleProfileWrite, type WriteEvent } from '../../functions/src/triggers';
import { ALERT_INDEX, alertCandidates, reindexAlerts } from '../../functions/src/alert-index';
import { MAIL } from '../../functions/src/mail';
import { listingMatchesSearchAlert } from '@harbour/domain/search/search-alert-match';
import { directFirestore } from './admin-sdk';
import { handleUnsubscribe, signUnsubscribe, verifyUnsubscribe } from '../../functions/src/unsubscribe';
import { unsubscribeUrl } from '@harbour/domain/mail/unsubscribe-link';

// Search alert emails (functions/src/search-alerts.ts) on the Firestore emulator, in a project no function watches: each test writes the
// boat, runs the boats trigger (the public projection), then the listings trigger with what the projection wrote.
// The matcher is /boats' own URL check and filters (@harbour/domain/search), as the functions run it.
type Firestore = Parameters<typeof handleBoatWrite>[0];
let db: Firestore;
const matches = listingMatchesSearchAlert;
beforeAll(() => {
  db = directFirestore() as unknown as Firestore;
});

const unique = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const NOW = new Date('2026-11-27T09:00:00.000Z');
const SITE = 'https://www.nassauharbouryachts.com';

function catamaran(id: string, status: string, price = 689000) {
  return {
    id,
    year: 2021,
    make: 'Lagoon',
    model: '42',
    type: 'Catamaran',
    condition: 'excellent',
    price,
    length: 42,
    description: 'Owner’s version, solar arch.',
    location: 'Nassau, Bahamas',
    features: ['Solar arch'],
    specifications: {},
    status,
    createdAt: '2026-11-20T00:00:00.000Z',
    createdBy: null,
    updatedAt: '2026-11-27T08:00:00.000Z',
    images: [],
    serverTimestamp: null,
    _deleted: false,
  };
}

/** The accounts' addresses as Auth holds them once verified (the functions read them with the Admin SDK). */
const verifiedAccounts = new Map<string, string>();
const verifiedAddress = (uid: string) => Promise.resolve(verifiedAccounts.get(uid) ?? null);
/** The signing key of these tests (the deployed function's comes from its secret: functions-http.test.ts). */
const KEY = 'search-alerts-test-key';
const unsubscribeLink = (uid: string) => unsubscribeUrl(SITE, uid, signUnsubscribe(KEY, uid));

/** A profile with these alerts; its account's address is `email`, verified unless said otherwise. */
async function profileWithAlerts(uid: string, email: string, searchAlerts: unknown[], verified = true) {
  if (verified) verifiedAccounts.set(uid, email);
  await db.collection('profiles').doc(uid).set({
    id: uid,
    fullName: 'Dana Munroe',
    phone: null,
    email,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    searchAlerts,
    _deleted: false,
  });
  // The profiles trigger, as the functions run it: the account's entry in the alerts index.
  const ref = db.collection('profiles').doc(uid);
  await handleProfileWrite(db, { id: uid, eventId: unique('evt'), before: null, after: await ref.get(), now: NOW });
}

const alert = (id: string, name: string, params: string) => ({
  id,
  name,
  params,
  createdAt: '2026-11-25T00:00:00.000Z',
});

/** Writes the boat and runs both triggers, as the functions would one after the other. */
async function saveBoat(id: string, data: Record<string, unknown>, merge = false): Promise<void> {
  const boatRef = db.collection('boats').doc(id);
  const listingRef = db.collection('listings').doc(id);
  const [boatBefore, listingBefore] = await Promise.all([boatRef.get(), listingRef.get()]);
  await boatRef.set(data, { merge });
  await handleBoatWrite(db, { id, eventId: unique('evt'), before: boatBefore, after: await boatRef.get(), now: NOW });
  const event: WriteEvent = {
    id,
    eventId: unique('evt'),
    before: listingBefore,
    after: await listingRef.get(),
    now: NOW,
  };
  await handleListingWrite(db, event, { matches, verifiedAddress, unsubscribeLink });
}

async function mailsTo(email: string) {
  const found = await db.collection(MAIL).where('to', '==', email).get();
  return found.docs.map(
    (d) =>
      d.data() as {
        to: string;
        listingId: string;
        expireAt: { toDate(): Date };
        message: { subject: string; text: string; headers?: Record<string, string> };
      },
  );
}

describe('search alerts → mail (Trigger Email format)', () => {
  it('a newly published boat a saved search finds: one email with the right recipient, subject and link; once', async () => {
    const uid = unique('user');
    const email = `${uid}@example.com`;
    await profileWithAlerts(uid, email, [
      alert('s1', 'Cats under $900k', 'type=Catamaran&priceMax=900000'),
      alert('s2', 'Anything in Nassau', 'location=Nassau%2C+Bahamas'),
      alert('s3', 'Sport fishers', 'type=Sport+Fisher'),
    ]);
    const other = unique('user');
    await profileWithAlerts(other, `${other}@example.com`, [alert('s9', 'Small boats', 'priceMax=100000')]);

    const id = unique('boat');
    await saveBoat(id, catamaran(id, 'draft'));
    expect(await mailsTo(email)).toEqual([]); // a draft is not public: nothing yet

    await saveBoat(id, { status: 'active' }, true);
    const [mail, ...more] = await mailsTo(email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ to: email, listingId: id });
    expect(mail!.message.subject).toBe('New for 2 of your searches: 2021 Lagoon 42');
    // N14: deleted by the mail TTL policy 30 days on.
    expect(mail!.expireAt.toDate().toISOString()).toBe('2026-12-27T09:00:00.000Z');
    expect(mail!.message.text).toContain('“Cats under $900k” and “Anything in Nassau”');
    expect(mail!.message.text).toContain(`See it: ${SITE}/boats/${id}`);
    expect(await mailsTo(`${other}@example.com`)).toEqual([]);

    // An edit, a price change, a withdrawal and a relisting: still the one email.
    await saveBoat(id, { price: 679000 }, true);
    await saveBoat(id, { status: 'withdrawn' }, true);
    await saveBoat(id, { status: 'active' }, true);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('sends nothing for a malformed alert, an address not verified, or a boat the search does not find', async () => {
    const uid = unique('user');
    const email = `${uid}@example.com`;
    await profileWithAlerts(uid, email, [
      { id: 's1', name: 'Cats', params: 'type=Catamaran', createdAt: 'soon' },
      alert('s2', 'Under $500k', 'priceMax=500000'),
      'type=catamaran',
    ]);
    const unverified = unique('user');
    await profileWithAlerts(unverified, `${unverified}@example.com`, [alert('s1', 'Cats', 'type=Catamaran')], false);
    const id = unique('boat');
    await saveBoat(id, catamaran(id, 'active'));
    expect(await mailsTo(email)).toEqual([]);
    expect((await db.collection(MAIL).where('userId', '==', unverified).get()).empty).toBe(true);
  });

  it("#32: the email goes to the account's verified address, never to what the profile document says", async () => {
    const uid = unique('user');
    const verified = `${uid}@example.com`;
    await profileWithAlerts(uid, verified, [alert('s1', 'Cats', 'type=Catamaran')]);
    await db.collection('profiles').doc(uid).update({ email: 'someone-else@example.com' });
    const id = unique('boat');
    await saveBoat(id, catamaran(id, 'active'));
    expect(await mailsTo('someone-else@example.com')).toEqual([]);
    expect(await mailsTo(verified)).toHaveLength(1);
  });

  it("finding N2: each email carries its signed one-click link, and the link turns that account's alerts off, only with its signature", async () => {
    const uid = unique('user');
    const email = `${uid}@example.com`;
    await profileWithAlerts(uid, email, [alert('s1', 'Cats', 'type=Catamaran')]);
    const id = unique('boat');
    await saveBoat(id, catamaran(id, 'active'));
    const [mail] = await mailsTo(email);
    const link = mail!.message.headers!['List-Unsubscribe']!.replace(/^<|>$/g, '');
    expect(mail!.message.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail!.message.text).toContain(link);
    const query = Object.fromEntries(new URL(link).searchParams);
    expect(query.u).toBe(uid);
    expect(verifyUnsubscribe(KEY, uid, query.s!)).toBe(true);
    const alerts = async () => (await db.collection('profiles').doc(uid).get()).get('searchAlerts') as unknown[];

    // Another key, another account's id, a cut signature: refused, nothing changes.
    expect(verifyUnsubscribe('another-key', uid, query.s!)).toBe(false);
    const other = unique('user');
    await profileWithAlerts(other, `${other}@example.com`, [alert('s1', 'Cats', 'type=Catamaran')]);
    for (const bad of [{ u: other, s: query.s }, { u: uid, s: query.s!.slice(1) }, { u: uid }, {}])
      expect((await handleUnsubscribe(db, KEY, { method: 'POST', query: bad })).status).toBe(400);
    expect(await alerts()).toHaveLength(1);
    // Opened (or followed by a mail scanner): it only asks, with a button that posts the same link.
    const asked = await handleUnsubscribe(db, KEY, { method: 'GET', query });
    expect(asked.status).toBe(200);
    expect(asked.html).toContain('<form method="post" action="?u=');
    expect(await alerts()).toHaveLength(1);
    // Posted: the alerts are off, written so the user's devices pull it; twice is fine.
    for (let i = 0; i < 2; i++) {
      const done = await handleUnsubscribe(db, KEY, { method: 'POST', query });
      expect(done.status).toBe(200);
      expect(done.html).toContain('You will not get these emails any more');
    }
    const profile = (await db.collection('profiles').doc(uid).get()).data()!;
    expect(profile.searchAlerts).toEqual([]);
    expect(profile.serverTimestamp).toBeTruthy();
    expect((await db.collection('profiles').doc(other).get()).get('searchAlerts')).toHaveLength(1);
  });

  it('finding N2: a publish reads only the accounts whose alerts may find the boat (the alerts index)', async () => {
    const [cats, any, consoles, off] = ['cats', 'any', 'consoles', 'off'].map((t) => unique(`user-${t}`));
    await profileWithAlerts(cats!, `${cats}@example.com`, [alert('s1', 'Cats', 'type=Catamaran&priceMax=900000')]);
    await profileWithAlerts(any!, `${any}@example.com`, [alert('s1', 'Nassau', 'location=Nassau%2C+Bahamas')]);
    await profileWithAlerts(consoles!, `${consoles}@example.com`, [alert('s1', 'CCs', 'type=Center+Console')]);
    await profileWithAlerts(off!, `${off}@example.com`, [alert('s1', 'Cats', 'type=Catamaran')]);
    await profileWithAlerts(off!, `${off}@example.com`, []);
    const candidates = await alertCandidates(db, { type: 'Catamaran' });
    expect(candidates).toEqual(expect.arrayContaining([cats, any]));
    expect(candidates).not.toContain(consoles);
    expect(candidates).not.toContain(off);
    // And the emails follow: the two whose searches find it, nobody else.
    const id = unique('boat');
    await saveBoat(id, catamaran(id, 'active'));
    expect(await mailsTo(`${cats}@example.com`)).toHaveLength(1);
    expect(await mailsTo(`${any}@example.com`)).toHaveLength(1);
    expect(await mailsTo(`${consoles}@example.com`)).toHaveLength(0);
  });

  it('finding N2: alerts saved before the index existed are found once reindexed', async () => {
    const uid = unique('user-old');
    await profileWithAlerts(uid, `${uid}@example.com`, [alert('s1', 'Cats', 'type=Catamaran')]);
    await db.collection(ALERT_INDEX).doc(uid).delete();
    expect(await alertCandidates(db, { type: 'Catamaran' })).not.toContain(uid);
    expect(await reindexAlerts(db, NOW)).toBeGreaterThanOrEqual(1);
    expect(await alertCandidates(db, { type: 'Catamaran' })).toContain(uid);
  });
});
