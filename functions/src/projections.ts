import type { Firestore } from 'firebase-admin/firestore';
import { isLive, replicationFields } from './replication';
import { boatOwnerOf } from './inquiries';
import { VIEW_COUNTS, viewCountId } from './track-view';
import { withDefaults } from '@harbour/domain/schemas/doc-defaults';
import { OWNER_LEAD_FIELDS, ownerLeadOf } from '@harbour/domain/schemas/owner-lead';
import { LISTING_FIELDS, hasPublicCopy, projectedListingOf } from '@harbour/domain/boats/public-listing';
import { isProjectPhotoUrl, type PhotoHome } from '@harbour/domain/boats/project-photos';
import { PUBLISHED_POST_FIELDS } from '@harbour/domain/schemas/blog-post';
import { projectPhotoHome } from './photo-home';

/**
 * Public projections. The public site never pulls `boats`/`blogPosts` with a filter on status: a document
 * that leaves a pull filter never reaches clients (RxDB #7371), so a sold boat would stay in every cache.
 * Instead functions keep `listings` and `publishedPosts`: present while public, a tombstone (`_deleted: true`, the
 * id and nothing else, finding N11) when not, and only ever holding public fields.
 */
export const LISTINGS = 'listings';
export const PUBLISHED_POSTS = 'publishedPosts';
/** ownerLeads/{inquiryId}: a lead as its boat's owner sees it (@harbour/domain/schemas/owner-lead), present while it is the owner's. */
export const OWNER_LEADS = 'ownerLeads';

export { LISTING_FIELDS, PUBLISHED_POST_FIELDS };

type Data = Record<string, unknown>;

function pick(doc: Data, fields: readonly string[]): Data {
  const out: Data = {};
  for (const key of fields) if (doc[key] !== undefined) out[key] = doc[key];
  return out;
}

/** Whether a boat is public now: live (not deleted), on the market or shown as sold (@harbour/domain/boats/public-listing). */
export function isPublicBoat(boat: Data | null | undefined, now: Date = new Date()): boolean {
  return isLive(boat) && hasPublicCopy(boat, now);
}

export function isPublicPost(post: Data | null | undefined): boolean {
  return isLive(post) && post.status === 'published';
}

/**
 * Pure: the public copy of a boat (no replication fields): @harbour/domain/boats/public-listing, as the demo
 * snapshot's; only the photos in `home` (finding N1).
 */
export function listingFromBoat(id: string, boat: Data, home: PhotoHome): Data {
  return { ...projectedListingOf(withDefaults('boats', boat), home), id };
}

/** Pure: the public copy of a post; its view count is the post's baseline plus the views counted since. */
export function publishedPostFromBlogPost(id: string, post: Data, home: PhotoHome, countedViews = 0): Data {
  const published = pick(withDefaults('blogPosts', post), PUBLISHED_POST_FIELDS);
  published.id = id;
  // A cover still waiting on the admin's device is not one yet, and one held anywhere but the project's bucket or
  // /media/ never is (finding N1): the post shows none.
  published.featuredImageUrl = isProjectPhotoUrl(published.featuredImageUrl, home) ? published.featuredImageUrl : null;
  published.viewCount = (typeof post.viewCount === 'number' ? post.viewCount : 0) + countedViews;
  return published;
}

/**
 * Pure: what to write to the public copy given the source document (null when deleted) and the current
 * public copy (null when none). Public source → the projection, `_deleted: false`. Otherwise → a tombstone, so
 * replicas drop it: the id and `_deleted: true` (with the serverTimestamp every write gets, which the pull's
 * checkpoint orders by) and nothing else, so a withdrawn or deleted listing or post is no longer readable by anyone
 * (finding N11). `keep`: fields a scoped pull needs to reach the tombstone at all (an owner's lead: its owner). A
 * document that never was public gets no public copy at all (a draft's details never become readable).
 * null = write nothing.
 */
export function projectionWrite(
  id: string,
  publicData: Data | null,
  current: Data | null,
  keep: readonly string[] = [],
): { data: Data; deleted: boolean } | null {
  if (publicData) return { data: publicData, deleted: false };
  if (!current) return null;
  const tombstone: Data = { id, ...pick(current, keep) };
  const kept = new Set([...Object.keys(tombstone), '_deleted', 'serverTimestamp']);
  // Already a tombstone; one an older release wrote as the whole last copy is made one now.
  if (current._deleted === true && Object.keys(current).every((key) => kept.has(key))) return null;
  return { data: tombstone, deleted: true };
}

/**
 * Brings listings/{id} in line with boats/{id} as it is now (read in the transaction, so triggers that
 * arrive late or out of order still leave the latest state). Returns what was written.
 */
export async function syncListing(
  db: Firestore,
  boatId: string,
  now: Date = new Date(),
  home: PhotoHome = projectPhotoHome(),
): Promise<'listed' | 'withdrawn' | 'unchanged'> {
  const boatRef = db.collection('boats').doc(boatId);
  const listingRef = db.collection(LISTINGS).doc(boatId);
  return db.runTransaction(async (tx) => {
    const [boat, listing] = await Promise.all([tx.get(boatRef), tx.get(listingRef)]);
    const boatData = boat.exists ? (boat.data() as Data) : null;
    const write = projectionWrite(
      boatId,
      isPublicBoat(boatData, now) ? listingFromBoat(boatId, boatData!, home) : null,
      listing.exists ? (listing.data() as Data) : null,
    );
    if (!write) return 'unchanged';
    tx.set(listingRef, { ...write.data, ...replicationFields(write.deleted) });
    return write.deleted ? 'withdrawn' : 'listed';
  });
}

/**
 * The daily sweep: a sold boat shown as sold leaves the public listings 30 days after it sold (no write to the boat
 * happens then, so no trigger would). Returns how many were withdrawn.
 */
export async function withdrawExpiredSoldListings(db: Firestore, now: Date = new Date()): Promise<number> {
  const sold = await db.collection(LISTINGS).where('status', '==', 'sold').where('_deleted', '==', false).get();
  let withdrawn = 0;
  for (const listing of sold.docs) if ((await syncListing(db, listing.id, now)) === 'withdrawn') withdrawn += 1;
  return withdrawn;
}

/** Same for publishedPosts/{id} from blogPosts/{id}. */
export async function syncPublishedPost(
  db: Firestore,
  postId: string,
  home: PhotoHome = projectPhotoHome(),
): Promise<'listed' | 'withdrawn' | 'unchanged'> {
  const postRef = db.collection('blogPosts').doc(postId);
  const publishedRef = db.collection(PUBLISHED_POSTS).doc(postId);
  const countRef = db.collection(VIEW_COUNTS).doc(viewCountId('post', postId));
  return db.runTransaction(async (tx) => {
    const [post, published, count] = await Promise.all([tx.get(postRef), tx.get(publishedRef), tx.get(countRef)]);
    const postData = post.exists ? (post.data() as Data) : null;
    const counted = Number(count.data()?.total ?? 0) || 0;
    const write = projectionWrite(
      postId,
      isPublicPost(postData) ? publishedPostFromBlogPost(postId, postData!, home, counted) : null,
      published.exists ? (published.data() as Data) : null,
    );
    if (!write) return 'unchanged';
    tx.set(publishedRef, { ...write.data, ...replicationFields(write.deleted) });
    return write.deleted ? 'withdrawn' : 'listed';
  });
}

/**
 * Brings ownerLeads/{id} in line with inquiries/{id}: the owner's copy (no contact fields) while the lead is live and
 * its boat has an owner, withdrawn (`_deleted: true`) otherwise. The copy goes to the boat's owner as the boats
 * collection says, read here, never to the lead's own boatOwnerId: an admin's write could name any client there
 * (#32 finding N17). Written only when it changed, so the enrichment's own trigger and redeliveries write nothing more.
 */
export async function syncOwnerLead(db: Firestore, inquiryId: string): Promise<'listed' | 'withdrawn' | 'unchanged'> {
  const inquiryRef = db.collection('inquiries').doc(inquiryId);
  const ownerLeadRef = db.collection(OWNER_LEADS).doc(inquiryId);
  return db.runTransaction(async (tx) => {
    const [inquiry, ownerLead] = await Promise.all([tx.get(inquiryRef), tx.get(ownerLeadRef)]);
    const data = inquiry.exists ? (inquiry.data() as Data) : null;
    const owner = isLive(data) ? await boatOwnerOf(tx, db, data.boatId) : null;
    const current = ownerLead.exists ? (ownerLead.data() as Data) : null;
    // The owner's pull is scoped to its boatOwnerId, which the tombstone must keep; an owner's copy is withdrawn as its
    // last version (it holds no contact fields: finding 7).
    const write = projectionWrite(
      inquiryId,
      owner ? ownerLeadOf(inquiryId, { ...data!, boatOwnerId: owner }) : null,
      current,
      OWNER_LEAD_FIELDS,
    );
    if (!write) return 'unchanged';
    if (!write.deleted && current?._deleted === false && OWNER_LEAD_FIELDS.every((k) => current[k] === write.data[k]))
      return 'unchanged';
    tx.set(ownerLeadRef, { ...write.data, ...replicationFields(write.deleted) });
    return write.deleted ? 'withdrawn' : 'listed';
  });
}
