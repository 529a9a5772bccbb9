import type { PortalCollectionName } from './backend-db';
import { isOwnPhotoUrl, isPendingPhoto } from '../portal/photo-rules';
import { sameValue } from '../portal/merge-conflict';
import type { Caller } from '../caller';
import { accessOf, pullsDocument } from '../collections/portal-collections';
import { BOAT_STATUSES } from '../schemas/boat';
import { SUBMISSION_STATUSES } from '../schemas/submission';
import { particularsShapeRefusal } from '../schemas/particulars';
import { INQUIRY_STATUSES } from '../schemas/inquiry';
import { leadTeamRefusal } from '../schemas/lead';
import { BLOG_STATUSES } from '../schemas/blog-post';
import { ownerLeadOf } from '../schemas/owner-lead';
import { withDefaults } from '../schemas/doc-defaults';
import { SITE_SETTINGS_FIELDS, SITE_SETTINGS_ID } from '../schemas/site-settings';
import { savedBoatRefusal } from '../schemas/saved-boat';
import { searchAlertsRefusal } from '../schemas/search-alert';
import { isDateTime } from '../schemas/date-time';
import { exchangeRatesOf, RATE_MAX, RATE_MIN } from '../site/exchange-rates';

/**
 * Who may read and write what in device-only mode: the same rules firestore.rules enforces on the real
 * backend, as pure functions. The device backend applies them to every pull and push. What a role reads and
 * whether it may push at all come from the collection registry; the shape and transition checks are here.
 */

type Doc = Record<string, unknown>;

export function canRead(caller: Caller, collection: PortalCollectionName, doc: Doc): boolean {
  return pullsDocument(caller, collection, doc);
}

/**
 * What the caller is given of a document it may read: a boat's owner gets its copy of a lead, without the visitor's
 * contact fields, as the functions' ownerLeads collection serves it (finding 7).
 */
export function readAs(caller: Caller, collection: PortalCollectionName, doc: Doc): Doc {
  if (accessOf(caller.role, collection)?.remote !== 'ownerLeads') return doc;
  return withDefaults('ownerLeads', ownerLeadOf(String(doc.id), doc));
}

const SUBMISSION_OWNER_FIELDS = ['submissionData', 'photos', 'particulars', 'status', 'updatedAt'];

type Photo = { id: string; url: string | null };

/**
 * While a submission waits for review its owner's device may still finish uploading photos: the only change
 * allowed then is a 'pending:' photo URL swapped for a stored one (same photos, same order).
 */
function completesPhotos(before: Doc, after: Doc): boolean {
  if (changedKeys(before, after).some((k) => k !== 'photos' && k !== 'updatedAt')) return false;
  const a = before.photos as Photo[];
  const b = after.photos as Photo[];
  return (
    a.length === b.length && a.every((p, i) => p.id === b[i]!.id && (p.url === b[i]!.url || isPendingPhoto(p.url)))
  );
}

function changedKeys(before: Doc, after: Doc): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((k) => !sameValue(before[k], after[k]));
}

const STATUSES: Partial<Record<PortalCollectionName, readonly string[]>> = {
  boats: BOAT_STATUSES,
  submissions: SUBMISSION_STATUSES,
  inquiries: INQUIRY_STATUSES,
  blogPosts: BLOG_STATUSES,
};
/** What a user may change in its own profile (firestore.rules userEditsProfile()): finding 11. */
const PROFILE_OWNER_FIELDS = ['fullName', 'phone', 'updatedAt', 'searchAlerts'];
const PROFILE_FIELDS = ['id', 'fullName', 'phone', 'email', 'createdAt', 'updatedAt', 'searchAlerts'];
const isText = (v: unknown, max: number) => typeof v === 'string' && v.length <= max;
/** The date fields the rules check, per collection. */
const DATE_FIELDS: Partial<Record<PortalCollectionName, string[]>> = {
  submissions: ['submittedAt', 'updatedAt'],
  profiles: ['createdAt', 'updatedAt'],
};

/** Its date fields: written by a client (firestore.rules isDateTime() on submissions and profiles). */
function dateRefusal(collection: PortalCollectionName, doc: Doc): string | null {
  const bad = (DATE_FIELDS[collection] ?? []).filter((field) => !isDateTime(doc[field]));
  return bad.length ? `${bad.join(', ')} must be a date and time.` : null;
}

/** firestore.rules optionalBool / optionalHistory / optionalDateTime / isParticulars: absent is an older app's document. */
function listingTruthRefusal(doc: Doc): string | null {
  const absent = (field: string) => doc[field] === undefined;
  if (!['priceOnRequest', 'showAsSold'].every((f) => absent(f) || typeof doc[f] === 'boolean'))
    return 'Price on request and show as sold must be yes or no.';
  if (!['priceHistory', 'statusHistory'].every((f) => absent(f) || (Array.isArray(doc[f]) && doc[f].length <= 100)))
    return 'A listing keeps at most 100 changes of price and of status.';
  if (!['publishedAt', 'soldAt', 'changedAt'].every((f) => absent(f) || doc[f] === null || isDateTime(doc[f])))
    return 'publishedAt, soldAt and changedAt must be a date and time.';
  if (!absent('particulars')) {
    const refusal = particularsShapeRefusal(doc.particulars, 'listing');
    if (refusal) return refusal;
  }
  if (!(absent('videoUrl') || doc.videoUrl === null || isText(doc.videoUrl, 300))) return 'The video link is too long.';
  if (!(absent('documents') || (Array.isArray(doc.documents) && doc.documents.length <= 10)))
    return 'A listing has at most 10 documents.';
  return null;
}

/** firestore.rules siteSettings: the one public document, exactly its known settings (visitors read it as it is). */
function siteSettingsRefusal(doc: Doc): string | null {
  if (doc.id !== SITE_SETTINGS_ID) return `Site settings live in '${SITE_SETTINGS_ID}' only.`;
  const unknown = Object.keys(doc).filter((k) => !(SITE_SETTINGS_FIELDS as readonly string[]).includes(k));
  if (unknown.length) return `Site settings have no ${unknown.join(', ')}.`;
  if (typeof doc.showDaysOnMarket !== 'boolean') return 'Show days on market must be yes or no.';
  if (doc.exchangeRates === null ? doc.exchangeRatesSetAt !== null : !exchangeRatesOf(doc.exchangeRates))
    return `Exchange rates are none, or EUR, GBP and CAD each from ${RATE_MIN} to ${RATE_MAX} per US dollar.`;
  if (doc.exchangeRates !== null && !isDateTime(doc.exchangeRatesSetAt))
    return 'The exchange rates need the date and time they were set.';
  return isDateTime(doc.updatedAt) ? null : 'updatedAt must be a date and time.';
}

/** The document's shape, whoever writes it (firestore.rules checks the same for admins and clients). */
export function shapeRefusal(collection: PortalCollectionName, doc: Doc): string | null {
  const allowed = STATUSES[collection];
  if (allowed && !allowed.includes(String(doc.status))) return `Unknown status '${String(doc.status)}'.`;
  switch (collection) {
    case 'inquiries':
      return leadTeamRefusal(doc);
    case 'boats': {
      const images = doc.images;
      if (!Array.isArray(images) || images.length > 10) return 'A listing has at most 10 images.';
      if (typeof doc.price !== 'number' || doc.price < 0 || typeof doc.length !== 'number' || doc.length < 0)
        return 'Price and length must be positive numbers.';
      return listingTruthRefusal(doc);
    }
    case 'boatCommercials': {
      const rate = doc.commissionRate;
      return rate === null || (typeof rate === 'number' && rate >= 0 && rate <= 100)
        ? null
        : 'The commission rate must be between 0 and 100.';
    }
    case 'submissions': {
      if (!Array.isArray(doc.photos) || doc.photos.length > 10) return 'A submission has at most 10 photos.';
      if (!doc.photos.every((p: unknown) => typeof p === 'object' && p !== null && typeof (p as Photo).id === 'string'))
        return 'Every photo of a submission needs an id.';
      const data = doc.submissionData as Doc | undefined;
      if (
        !data ||
        !isText(data.make, 100) ||
        !isText(data.model, 100) ||
        !isText(data.description, 2000) ||
        !isText(data.location, 200)
      )
        return 'The boat details are incomplete or too long.';
      if (doc.particulars !== undefined) {
        const refusal = particularsShapeRefusal(doc.particulars, 'submission');
        if (refusal) return refusal;
      }
      return isText(doc.reviewNote ?? '', 2000) ? null : 'The review note is too long.';
    }
    case 'profiles': {
      const extra = Object.keys(doc).filter((k) => !PROFILE_FIELDS.includes(k));
      if (extra.includes('role')) return 'The role is not part of a profile.';
      if (extra.length) return `A profile has no ${extra.join(', ')}.`;
      if (!(isText(doc.fullName, 100) && (doc.phone === null || isText(doc.phone, 20))))
        return 'The full name or phone is too long.';
      return searchAlertsRefusal(doc.searchAlerts);
    }
    case 'blogPosts':
      return isText(doc.title, 200) && (doc.excerpt === null || isText(doc.excerpt, 300))
        ? null
        : 'The title or excerpt is too long.';
    case 'siteSettings':
      return siteSettingsRefusal(doc);
    default:
      return null;
  }
}

/** null = allowed; otherwise the reason, as the server would say it. */
export function writeRefusal(
  caller: Caller,
  collection: PortalCollectionName,
  before: Doc | null,
  after: Doc,
  deleting: boolean,
): string | null {
  if (collection === 'viewCounts') return 'View counts are kept by the server only.';
  if (!accessOf(caller.role, collection)?.push) return 'Only the team can change this.';
  if (deleting && collection === 'siteSettings') return 'The site settings cannot be removed.';
  // Everyone's own shortlist, admins included: checked before an admin's right to change what the team manages.
  if (collection === 'savedBoats')
    return deleting ? 'A saved boat is marked removed, not deleted.' : savedBoatRefusal(after, caller.uid, isDateTime);
  const shape = deleting ? null : (dateRefusal(collection, after) ?? shapeRefusal(collection, after));
  if (shape) return shape;
  if (caller.role === 'admin') return null;
  switch (collection) {
    case 'submissions': {
      if (deleting) return 'Only the team can remove a submission.';
      const photos = Array.isArray(after.photos) ? (after.photos as Array<{ url?: unknown }>) : [];
      if (!photos.every((p) => isOwnPhotoUrl(p?.url, caller.uid, String(after.id), true)))
        return 'A photo must be one of your own uploads.';
      if (after.userId !== caller.uid) return 'A submission can only be made for your own account.';
      if (!before)
        return after.status === 'pending' && after.reviewNote === null && after.boatId === null
          ? null
          : 'A new submission must be pending review.';
      if (before.userId !== caller.uid) return 'This submission belongs to another account.';
      if (before.status === 'pending' && after.status === 'pending' && completesPhotos(before, after)) return null;
      if (before.status !== 'needs_changes') return 'A submission can only be edited while changes are requested.';
      if (after.status !== 'pending') return 'An edited submission goes back to pending review.';
      const extra = changedKeys(before, after).filter((k) => !SUBMISSION_OWNER_FIELDS.includes(k));
      return extra.length ? `You cannot change ${extra.join(', ')}.` : null;
    }
    case 'profiles': {
      if (deleting) return 'A profile cannot be removed here.';
      if (after.id !== caller.uid || (before && before.id !== caller.uid)) return 'You can only edit your own profile.';
      if (!before) return 'Your profile is created with your account.';
      const extra = changedKeys(before, after).filter((k) => !PROFILE_OWNER_FIELDS.includes(k));
      if (extra.length) return `You cannot change ${extra.join(', ')}.`;
      return typeof after.fullName === 'string' && after.fullName.trim() !== '' ? null : 'Your full name is required.';
    }
    default:
      return 'Only the team can change this.';
  }
}
