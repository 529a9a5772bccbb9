// Writes the demo business (the same data as /demo-data.json, fixtures/) into a Firestore through the Admin SDK,
// the way the backend holds it, so RxDB replication pulls it:
//   boats, boatCommercials, profiles, submissions, inquiries, blogPosts, viewCounts, siteSettings (source documents),
//   listings + publishedPosts (the public projections, written by the functions' own syncListing/syncPublishedPost),
//   stats/admin + ownerStats/{uid} (counters, recounted with the functions' own delta rules).
// Every document carries serverTimestamp (FieldValue.serverTimestamp()) and _deleted: false.
//
// Idempotent: a source document is written only when it is missing or has never been replicated (no
// serverTimestamp, e.g. the profile seed-emulator-accounts.mjs writes); one already there is left alone, so a
// second run duplicates and overwrites nothing. Projections and counters are recomputed from what is stored.
//
// With the Functions emulator running against the same Firestore, call it with the background triggers off
// (withTriggersDisabled): otherwise the triggers would count every seeded document a second time.
import { createRequire } from 'node:module';

const requireFromFunctions = createRequire(new URL('../functions/package.json', import.meta.url));

/** The functions' compiled modules (functions/lib, built by `npm ci`'s postinstall): one projection and counter logic. */
export function loadFunctionsLib() {
  return {
    projections: requireFromFunctions('./lib/projections.js'),
    counters: requireFromFunctions('./lib/counters.js'),
    replication: requireFromFunctions('./lib/replication.js'),
    charterSeason: requireFromFunctions('./lib/charter-season.js'),
  };
}

const BATCH_LIMIT = 400;

/**
 * Pure: the source documents to seed, per collection, from the demo data (DemoData of fixtures/demo-data.ts).
 * (The demo data has boat view counters only: a post's views are its baseline viewCount plus a counter of the views
 * counted since, which starts with the first view; see postViews in packages/domain/src/schemas/view-count.ts.)
 * @param {import('../fixtures/demo-data').DemoData} data
 * @returns {Record<string, Array<{ id: string } & Record<string, unknown>>>}
 */
export function seedDocuments(data) {
  return {
    boats: data.boats,
    boatCommercials: data.boats.map((b) => ({
      id: b.id,
      commissionRate: data.commissionRates[b.id] ?? null,
      updatedAt: b.updatedAt,
    })),
    profiles: data.profiles,
    submissions: data.submissions,
    inquiries: data.leads,
    blogPosts: data.blogPosts,
    viewCounts: data.viewCounts,
    siteSettings: data.siteSettings ?? [],
  };
}

/** The demo leads are the business's own data: each arrived on the day it was made (the trigger uses the server's day). */
export function seededArrivalDay(inquiry, now) {
  const at = typeof inquiry.createdAt === 'string' ? Date.parse(inquiry.createdAt) : NaN;
  return new Date(Number.isNaN(at) ? now : at).toISOString().slice(0, 10);
}

/**
 * Pure: counters as the functions would hold them after every document was written once, from the stored
 * boats, submissions, inquiries and boat view counters (each live document's delta, summed).
 */
export function recountCounters({ boats, submissions, inquiries, viewCounts }, counters, now) {
  const admin = { pendingSubmissions: 0, activeListings: 0, totalViews: 0 };
  const inquiriesByDay = {};
  /** @type {Record<string, Record<string, number>>} */
  const owners = {};
  const owner = (uid) =>
    (owners[uid] ??= { totalSubmissions: 0, pendingReviews: 0, activeListings: 0, totalInquiries: 0, totalViews: 0 });
  const addDelta = (delta) => {
    for (const [k, n] of Object.entries(delta.admin)) admin[k] += n;
    for (const [day, n] of Object.entries(delta.inquiriesByDay)) inquiriesByDay[day] = (inquiriesByDay[day] ?? 0) + n;
    for (const [uid, fields] of Object.entries(delta.owners))
      for (const [k, n] of Object.entries(fields)) owner(uid)[k] += n;
  };
  for (const b of boats) addDelta(counters.boatDelta(null, b));
  for (const s of submissions) addDelta(counters.submissionDelta(null, s));
  for (const i of inquiries) addDelta(counters.inquiryDelta(null, i, seededArrivalDay(i, now)));
  for (const c of viewCounts) {
    if (c._deleted === true || c.itemType !== 'boat') continue;
    const total = Number(c.total) || 0;
    admin.totalViews += total;
    if (typeof c.ownerId === 'string' && c.ownerId) owner(c.ownerId).totalViews += total;
  }
  return { admin: { ...admin, inquiriesByDay }, owners };
}

async function commitInChunks(db, writes) {
  for (let i = 0; i < writes.length; i += BATCH_LIMIT) {
    const batch = db.batch();
    for (const [ref, data, options] of writes.slice(i, i + BATCH_LIMIT)) batch.set(ref, data, options ?? {});
    await batch.commit();
  }
}

async function readAll(db, collection) {
  return (await db.collection(collection).get()).docs.map((d) => ({ ...d.data(), id: d.id }));
}

/**
 * Seeds `db` (an Admin SDK Firestore). Returns how many documents of each collection it wrote.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {import('../fixtures/demo-data').DemoData} data
 */
export async function seedFirestore(db, data, { now = new Date(), log = () => {} } = {}) {
  const { projections, counters, replication, charterSeason } = loadFunctionsLib();
  const fields = () => replication.replicationFields(false);
  const written = {};

  // 1. Source documents: missing or never replicated → written; anything else is left as it is.
  const writes = [];
  for (const [collection, docs] of Object.entries(seedDocuments(data))) {
    written[collection] = 0;
    if (!docs.length) continue;
    const refs = docs.map((d) => db.collection(collection).doc(d.id));
    const existing = await db.getAll(...refs);
    docs.forEach((doc, i) => {
      const current = existing[i];
      if (current.exists && current.get(replication.SERVER_TIMESTAMP_FIELD) != null) return;
      // Without an `id` field, as the app's replication writes them (the id is the document's name): a stored `id`
      // would be a change every later save by its owner makes, and the rules allow owners only the fields they edit.
      const { id: _id, ...stored } = doc;
      writes.push([refs[i], { ...stored, ...fields() }, current.exists ? { merge: true } : undefined]);
      written[collection] += 1;
    });
  }
  await commitInChunks(db, writes);

  // 2. Public projections, by the functions' own transactions (listing for an active boat, published post, withdrawals).
  // Each projection's transaction touches its own documents only, so they run side by side (a reset between browser
  // tests waits for these).
  const changed = async (ids, sync) =>
    (await Promise.all(ids.map((id) => sync(db, id)))).filter((result) => result !== 'unchanged').length;
  written.listings = await changed(
    data.boats.map((b) => b.id),
    projections.syncListing,
  );
  written.publishedPosts = await changed(
    data.blogPosts.map((p) => p.id),
    projections.syncPublishedPost,
  );
  // The owners' copies of the leads on their boats, without the visitors' contact fields.
  written.ownerLeads = await changed(
    data.leads.map((l) => l.id),
    projections.syncOwnerLead,
  );

  // The charter boat's demo season (#33), around today: booked days, a hold, blocked days, another channel's booking.
  written.charterSlots = await charterSeason.seedCharterSeason(db, now);

  // 3. Counters, recounted from what is stored (so a re-run, or a partly seeded database, ends with the right totals).
  const [boats, submissions, inquiries, viewCounts] = await Promise.all(
    ['boats', 'submissions', 'inquiries', 'viewCounts'].map((c) => readAll(db, c)),
  );
  const totals = recountCounters({ boats, submissions, inquiries, viewCounts }, counters, now);
  const at = now.toISOString();
  const ownerIds = new Set([
    ...Object.keys(totals.owners),
    ...(await db.collection(counters.OWNER_STATS).get()).docs.map((d) => d.id),
  ]);
  const counterWrites = [
    [
      db.collection(counters.ADMIN_STATS.collection).doc(counters.ADMIN_STATS.id),
      { ...totals.admin, updatedAt: at, ...fields() },
    ],
  ];
  for (const uid of ownerIds) {
    const values = totals.owners[uid] ?? {
      totalSubmissions: 0,
      pendingReviews: 0,
      activeListings: 0,
      totalInquiries: 0,
      totalViews: 0,
    };
    counterWrites.push([
      db.collection(counters.OWNER_STATS).doc(uid),
      { id: uid, ...values, updatedAt: at, ...fields() },
    ]);
  }
  // Each live lead's arrival day, as the trigger keeps it, so removing a demo lead takes it off its own day.
  for (const inquiry of inquiries) {
    if (inquiry._deleted === true) continue;
    const day = seededArrivalDay(inquiry, now);
    const expireAt = new Date(Date.parse(day) + counters.ARRIVAL_KEEP_DAYS * replication.DAY_MS);
    counterWrites.push([db.collection(counters.INQUIRY_ARRIVALS).doc(inquiry.id), { day, expireAt }]);
  }
  await commitInChunks(db, counterWrites);
  written.stats = 1;
  written.ownerStats = ownerIds.size;

  log(
    `  ${Object.entries(written)
      .map(([c, n]) => `${c} ${n}`)
      .join(', ')}`,
  );
  return written;
}

/**
 * Runs `fn` with the Functions emulator's background triggers off (the emulator hub's own switch, as
 * @firebase/rules-unit-testing's withFunctionTriggersDisabled does), and back on afterwards.
 */
export async function withTriggersDisabled(hubOrigin, fn) {
  const toggle = async (what) => {
    const res = await fetch(`${hubOrigin}/functions/${what}BackgroundTriggers`, { method: 'PUT' });
    if (!res.ok)
      throw new Error(`Emulator hub: ${what} background triggers failed (${res.status} ${await res.text()})`);
  };
  await toggle('disable');
  try {
    return await fn();
  } finally {
    await toggle('enable');
  }
}
