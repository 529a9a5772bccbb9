import type { Firestore } from 'firebase-admin/firestore';
import { enrichInquiry } from './inquiries';
import { syncListing, syncPublishedPost } from './projections';
import { reindexAlerts } from './alert-index';

/**
 * The one-off backfills #32 needs once on a project that has data from before it (`npm run backfill`). Each is safe to
 * run again: it writes only what is missing or different.
 */

/**
 * Finding N13: leads written before the backend stamped their arrival get it now, from the document's creation time
 * in Firestore (the stamp every new lead gets: enrichInquiry). Until then they read by the sender's createdAt, held to
 * the present. Returns how many had none.
 */
export async function backfillLeadArrivals(db: Firestore): Promise<number> {
  const leads = await db.collection('inquiries').get();
  const missing = leads.docs.filter((d) => typeof d.get('receivedAt') !== 'string' || d.get('receivedAt') === '');
  let stamped = 0;
  // enrichInquiry leaves a deleted lead alone (null).
  for (const lead of missing) if (await enrichInquiry(db, lead.id)) stamped += 1;
  return stamped;
}

/**
 * Finding N1: a public listing or post projected before the projections left out photos held outside the project's
 * bucket and /media/ is projected again, by the rules of today (otherwise only at its next write). Returns how many
 * changed.
 */
export async function reprojectPublicCopies(db: Firestore, now: Date = new Date()): Promise<number> {
  let changed = 0;
  for (const boat of (await db.collection('boats').select().get()).docs)
    if ((await syncListing(db, boat.id, now)) !== 'unchanged') changed += 1;
  for (const post of (await db.collection('blogPosts').select().get()).docs)
    if ((await syncPublishedPost(db, post.id)) !== 'unchanged') changed += 1;
  return changed;
}

export interface BackfillReport {
  leadArrivals: number;
  publicCopies: number;
  alertAccounts: number;
}

/** All of them, in order. */
export async function runBackfills(db: Firestore, now: Date = new Date()): Promise<BackfillReport> {
  return {
    leadArrivals: await backfillLeadArrivals(db),
    publicCopies: await reprojectPublicCopies(db, now),
    alertAccounts: await reindexAlerts(db, now),
  };
}
