// The Firestore projection (functions/src/projections.ts) and the demo snapshot the tests expect
// (fixtures/demo-snapshot.ts) both make the public copy of a boat here, so they give the public the same one.
import { publicState } from './listing-visibility';
import { projectPhotosOnly, type PhotoHome } from './project-photos';

/** URL of a photo still on the device that took it, not stored yet: `pending:{photo id}`. */
export const PENDING_PHOTO_PREFIX = 'pending:';

/** Pure: a photo address the public may be given; null for one still on the device that took it (a post's cover). */
export function publicPhotoUrl(url: unknown): unknown {
  return typeof url === 'string' && url.startsWith(PENDING_PHOTO_PREFIX) ? null : url;
}

/**
 * The boat fields the public may see: an allow-list, so admin-only fields (commission, notes) never leak. The status
 * history is the admin's and the owner's: the public copy has it empty (WITHHELD_FIELDS).
 */
export const LISTING_FIELDS = [
  'id',
  'year',
  'make',
  'model',
  'type',
  'condition',
  'price',
  'length',
  'description',
  'location',
  'features',
  'specifications',
  'status',
  'createdAt',
  'createdBy',
  'updatedAt',
  'images',
  'priceOnRequest',
  'priceHistory',
  'publishedAt',
  'soldAt',
  'showAsSold',
  'changedAt',
  'particulars',
  'videoUrl',
  'documents',
] as const;

/** Fields of the boat schema the public copy holds empty. */
export const WITHHELD_FIELDS = { statusHistory: [] as const } as const;

type Data = Record<string, unknown>;

/**
 * Whether a stored boat (any shape: the server's documents are not trusted) has a public copy now: on the market, or
 * sold and shown as sold within its 30 days (a daily sweep withdraws those past them: functions sweepSoldListings).
 */
export function hasPublicCopy(boat: object | null | undefined, now: Date): boolean {
  const status = (boat as { status?: unknown } | null | undefined)?.status;
  return typeof status === 'string' && publicState({ ...(boat as object), status }, now) !== 'hidden';
}

/**
 * Pure: the public copy of a boat (already given its field defaults): the allow-listed fields only; never the
 * owner's uid (it would link a seller's listings together: trust boundary, finding 14); no photo still waiting on a
 * phone; only public documents; and for a price on request no number at all (price 0, no price history).
 */
export function publicListingOf(boat: Data): Data {
  const listing: Data = {};
  for (const key of LISTING_FIELDS) if (boat[key] !== undefined) listing[key] = boat[key];
  listing.createdBy = null;
  for (const [key, empty] of Object.entries(WITHHELD_FIELDS)) listing[key] = [...empty];
  if (Array.isArray(listing.images))
    listing.images = (listing.images as Array<{ url?: unknown }>).filter(
      (i) => !(typeof i?.url === 'string' && i.url.startsWith(PENDING_PHOTO_PREFIX)),
    );
  // Private documents (a survey, the registration) are the admins' and the owner's: never in the public copy.
  if (Array.isArray(listing.documents))
    listing.documents = (listing.documents as Array<{ visibility?: unknown; url?: unknown }>).filter(
      (d) => d?.visibility === 'public' && !(typeof d.url === 'string' && d.url.startsWith(PENDING_PHOTO_PREFIX)),
    );
  if (listing.priceOnRequest === true) {
    listing.price = 0;
    listing.priceHistory = [];
  }
  return listing;
}

/**
 * Pure: the public copy the projection writes (functions/src/projections.ts, and the demo snapshot the same way):
 * publicListingOf, with only the site's own photos (finding N1: the project's bucket or `/media/`). A photo held
 * anywhere else, such as a submission's photo in another Firebase project, never reaches the public listing, its page's
 * og:image and JSON-LD, or the feeds, which are all made from this copy.
 */
export function projectedListingOf(boat: Data, home: PhotoHome): Data {
  const listing = publicListingOf(boat);
  if (Array.isArray(listing.images)) listing.images = projectPhotosOnly(listing.images as unknown[], home);
  return listing;
}
