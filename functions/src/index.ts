import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import * as functionsV1 from 'firebase-functions/v1';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions';
import { checkRoleRequest } from './profile-input';
import { isoFromAuthTime, writeNewUserProfile } from './profiles';
import { handleAccountRequest, recordAccountRequest } from './account-requests';
import { readAccountRequest } from '@harbour/domain/accounts/account-request';
import { callerIsAdmin, ensureDefaultRole, setRole } from './roles';
import { onDocumentCreated, onDocumentWritten, type FirestoreEvent } from 'firebase-functions/v2/firestore';
import { onRequest, type Response } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { withdrawExpiredSoldListings } from './projections';
import type { Change, DocumentSnapshot } from 'firebase-functions/v2/firestore';
import { ItemNotFoundError, callerAddress, checkTrackViewInput, trackView as trackViewCore } from './track-view';
import {
  handleBlogPostWrite,
  handleBoatWrite,
  handleInquiryWrite,
  handleListingWrite,
  handleProfileWrite,
  handleSubmissionWrite,
  handleCharterSlotWrite,
  type WriteEvent,
} from './triggers';
import { isLivePath, loadListingRenderer } from './listing-renderer';
import { listingMatchesSearchAlert } from '@harbour/domain/search/search-alert-match';
import {
  CANONICAL_REDIRECT_CACHE_CONTROL,
  canonicalPreviewUrl,
  loadIndexTemplate,
  renderListingPreview,
  renderPreview,
} from './preview';
import { renderSitemap } from './sitemap';
import {
  FEED_CACHE_CONTROL,
  LISTINGS_JSON_CONTENT_TYPE,
  LISTINGS_JSON_FEED_PATH,
  OPENMARINE_CONTENT_TYPE,
  OPENMARINE_FEED_PATH,
  readFeedBoats,
} from './feeds';
import { PUBLIC_SNAPSHOT_CACHE_CONTROL, PUBLIC_SNAPSHOT_PATH, readPublicSnapshot } from './public-snapshot';
import { cachedByPublicVersion } from './public-cache';
import type { PhotoStore } from './listing-photos';
import type { DocumentFileStore } from './listing-documents';
import type { FolderStore } from './deleted-listing-files';
import { sweepSubmissionPhotos } from './submission-photo-sweep';
import { sweepLapsedHolds } from './charter-holds';
import { callableOptions } from './app-check';
import { publicHttpOptions } from './instance-limits';
import { checkLeadTicketInput, issueLeadTicket, LEAD_TICKET_MESSAGES } from './lead-tickets';
import { siteFeeds } from '@harbour/domain/feeds/site-feeds';
import { defineSecret } from 'firebase-functions/params';
import { business } from '@harbour/domain/business';
import { unsubscribeUrl } from '@harbour/domain/mail/unsubscribe-link';
import { handleUnsubscribe, signUnsubscribe } from './unsubscribe';

initializeApp();

/** Every new account gets role 'client' and a profiles/{uid} document. */
export const onUserCreated = functionsV1.auth.user().onCreate(async (user) => {
  await ensureDefaultRole(getAuth(), user.uid);
  await writeNewUserProfile(getFirestore(), user.uid, {
    email: user.email ?? '',
    createdAt: isoFromAuthTime(user.metadata.creationTime),
    displayName: user.displayName ?? null,
  });
  logger.info('New account set up', { uid: user.uid });
});

/**
 * The sign-up form (#32, no account enumeration): records the request and answers the same for every address; the
 * trigger below makes the account and sends the email. Checked with the form's own rules.
 */
export const requestAccount = onCall(callableOptions(), async (request) => {
  const checked = readAccountRequest(request.data);
  if (!checked.ok) throw new HttpsError('invalid-argument', checked.message);
  await recordAccountRequest(getFirestore(), request.data, new Date());
  return { ok: true };
});

export const onAccountRequested = onDocumentCreated('accountRequests/{id}', async (event) => {
  const state = await handleAccountRequest(getFirestore(), getAuth(), event.params.id, event.data?.data(), new Date());
  logger.info('Account request', { state });
});

/** Admins change a user's role. */
export const setUserRole = onCall(callableOptions(), async (request) => {
  if (!request.auth) throw new HttpsError('unauthenticated', 'You must be logged in');
  if (!(await callerIsAdmin(getFirestore(), request.auth.uid, request.auth.token)))
    throw new HttpsError('permission-denied', 'Only admins can change roles');
  const checked = checkRoleRequest(request.data);
  if (!checked.ok) throw new HttpsError('invalid-argument', checked.message);
  try {
    await setRole(getAuth(), getFirestore(), checked.value.uid, checked.value.role);
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found')
      throw new HttpsError('not-found', 'No user with that uid');
    throw error;
  }
  return { uid: checked.value.uid, role: checked.value.role };
});

/**
 * The public site reports a view (queued on the device while offline); counted once per visitor per item per 60 minutes,
 * and at most MAX_VIEWS_PER_ADDRESS_PER_HOUR per network address and item.
 */
export const trackView = onCall(callableOptions(), async (request) => {
  const checked = checkTrackViewInput(request.data);
  if (!checked.ok) throw new HttpsError('invalid-argument', checked.message);
  try {
    const raw = request.rawRequest;
    const address = callerAddress(raw.headers['x-forwarded-for'], raw.socket?.remoteAddress);
    return await trackViewCore(getFirestore(), checked.value, new Date(), { address });
  } catch (error) {
    if (error instanceof ItemNotFoundError) throw new HttpsError('not-found', error.message);
    throw error;
  }
});

/**
 * A visitor's device asks for its lead's ticket before writing the lead (the rules want one): refused past the hourly
 * limits per visitor and per network address, with the time to wait; the device keeps the lead and tries then.
 */
export const leadTicket = onCall(callableOptions(), async (request) => {
  const checked = checkLeadTicketInput(request.data);
  if (!checked.ok) throw new HttpsError('invalid-argument', checked.message);
  const raw = request.rawRequest;
  const address = callerAddress(raw.headers['x-forwarded-for'], raw.socket?.remoteAddress);
  const result = await issueLeadTicket(getFirestore(), checked.value, new Date(), { address });
  if (!result.issued)
    throw new HttpsError('resource-exhausted', LEAD_TICKET_MESSAGES.limited, { retryAfterMs: result.retryAfterMs });
  return { issued: true };
});

function writeEvent(event: FirestoreEvent<Change<DocumentSnapshot> | undefined, { id: string }>): WriteEvent {
  return {
    id: event.params.id,
    eventId: event.id,
    before: event.data?.before,
    after: event.data?.after,
    now: new Date(event.time),
  };
}

/**
 * The default bucket, for copying an approved submission's photos into the listing's folder (listing-photos.ts) and
 * keeping a listing's document files (listing-documents.ts). None where there is no Storage to write to: an emulator
 * run without a Storage endpoint (the SDK would try Google's), or a project without a default bucket.
 */
function defaultBucket() {
  if (process.env.FUNCTIONS_EMULATOR === 'true' && !process.env.FIREBASE_STORAGE_EMULATOR_HOST) return null;
  try {
    return getStorage().bucket();
  } catch {
    return null;
  }
}

function photoStore(): PhotoStore | null {
  const bucket = defaultBucket();
  if (!bucket) return null;
  return {
    bucket: bucket.name,
    async copy(from, toPath, token) {
      const source = bucket.file(from.path);
      const [metadata] = await source.getMetadata();
      // A rewrite with a body takes the destination's metadata from it: the type, and the copy's own download token.
      await source.copy(bucket.file(toPath), {
        contentType: metadata.contentType,
        cacheControl: metadata.cacheControl,
        metadata: { firebaseStorageDownloadTokens: token },
      });
    },
  };
}

function documentFileStore(): DocumentFileStore | null {
  const bucket = defaultBucket();
  if (!bucket) return null;
  return {
    // Custom metadata: storage.rules reads resource.metadata.visibility.
    setVisibility: async (path, visibility) => void (await bucket.file(path).setMetadata({ metadata: { visibility } })),
    delete: async (path) => void (await bucket.file(path).delete({ ignoreNotFound: true })),
  };
}

function folderStore(): FolderStore | null {
  const bucket = defaultBucket();
  if (!bucket) return null;
  return {
    list: async (prefix) => (await bucket.getFiles({ prefix }))[0].map((file) => file.name),
    delete: async (path) => void (await bucket.file(path).delete({ ignoreNotFound: true })),
  };
}

/**
 * boats → the approved photos copied into boats/{id}/, the document files kept as the listing says, listings (public
 * projection) + active listing counters, and a deleted boat's folder emptied (finding N11).
 */
export const onBoatWritten = onDocumentWritten('boats/{id}', (event) => {
  const log = (message: string, error: unknown) => logger.error(message, error);
  const photos = photoStore();
  const documents = documentFileStore();
  const folder = folderStore();
  return handleBoatWrite(
    getFirestore(),
    writeEvent(event),
    photos ? { store: photos, log } : undefined,
    documents ? { store: documents, log } : undefined,
    folder ? { store: folder, log } : undefined,
  );
});
/**
 * The key that signs the unsubscribe links of alert emails (finding N2): a Secret Manager secret in production
 * (`firebase functions:secrets:set ALERT_UNSUBSCRIBE_KEY`), functions/.secret.local on the emulators.
 */
const ALERT_UNSUBSCRIBE_KEY = defineSecret('ALERT_UNSUBSCRIBE_KEY');

/** listings (the public projection) → an email to each user with a saved search that finds a newly published boat. */
export const onListingWritten = onDocumentWritten(
  { document: 'listings/{id}', secrets: [ALERT_UNSUBSCRIBE_KEY] },
  (event) =>
    handleListingWrite(getFirestore(), writeEvent(event), {
      matches: listingMatchesSearchAlert,
      verifiedAddress,
      unsubscribeLink: (uid) =>
        unsubscribeUrl(business.siteUrl, uid, signUnsubscribe(ALERT_UNSUBSCRIBE_KEY.value(), uid)),
    }),
);

/** /unsubscribe: the one-click way out of alert emails (Hosting rewrite; unsubscribe.ts). */
export const unsubscribe = onRequest({ ...publicHttpOptions, secrets: [ALERT_UNSUBSCRIBE_KEY] }, async (req, res) => {
  const page = await handleUnsubscribe(getFirestore(), ALERT_UNSUBSCRIBE_KEY.value(), req);
  res.status(page.status).set('Cache-Control', 'no-store').type('html').send(page.html);
});

/** An account's Auth address once verified (search-alerts.ts VerifiedAddress); a missing account has none. */
async function verifiedAddress(uid: string): Promise<string | null> {
  try {
    const user = await getAuth().getUser(uid);
    return user.emailVerified && user.email ? user.email : null;
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return null;
    throw error;
  }
}
/** profiles → the alerts index, so a publish reads only the alerts that may find the boat (finding N2). */
export const onProfileWritten = onDocumentWritten('profiles/{id}', (event) =>
  handleProfileWrite(getFirestore(), writeEvent(event)),
);
/** blogPosts → publishedPosts (public projection). */
export const onBlogPostWritten = onDocumentWritten('blogPosts/{id}', (event) =>
  handleBlogPostWrite(getFirestore(), writeEvent(event)),
);
/** submissions → pending counters. */
export const onSubmissionWritten = onDocumentWritten('submissions/{id}', (event) =>
  handleSubmissionWrite(getFirestore(), writeEvent(event)),
);
/** charterSlots → the public calendar's copy (#33). */
export const onCharterSlotWritten = onDocumentWritten('charterSlots/{id}', (event) =>
  handleCharterSlotWrite(getFirestore(), writeEvent(event)),
);
/** inquiries → boat owner on the lead + inquiry counters. */
export const onInquiryWritten = onDocumentWritten('inquiries/{id}', (event) =>
  handleInquiryWrite(getFirestore(), writeEvent(event)),
);

/** Built again only when the public projections changed (finding 13). */
const cachedSnapshot = cachedByPublicVersion(readPublicSnapshot);
const cachedSitemap = cachedByPublicVersion(renderSitemap);

/** The request's path and query string (Hosting passes the original URL; the emulator's own prefix is not in req.path). */
const pathAndQuery = (req: { path: string; originalUrl: string }) => {
  const query = req.originalUrl.indexOf('?');
  return req.path + (query < 0 ? '' : req.originalUrl.slice(query));
};

/**
 * /boats and the boat pages rendered from the live listings when the app's renderer is bundled (the app's build);
 * /blogs/{slug} (and the boats pages without a renderer) with their own title, description, image and JSON-LD
 * (Hosting rewrite).
 */
export const preview = onRequest(publicHttpOptions, async (req, res) => {
  // One address per page (#32 N12): any other spelling of it is sent there, cached, without a read or a render.
  const requested = pathAndQuery(req);
  const canonical = canonicalPreviewUrl(req.path, requested.slice(req.path.length));
  if (canonical !== requested) {
    res.status(301).set('Cache-Control', CANONICAL_REDIRECT_CACHE_CONTROL).set('Location', canonical).end();
    return;
  }
  const db = getFirestore();
  const renderer = isLivePath(req.path) ? await loadListingRenderer() : null;
  const page =
    (renderer && (await renderListingPreview(db, pathAndQuery(req), renderer, cachedSnapshot))) ??
    (await renderPreview(db, req.path, loadIndexTemplate()));
  res.status(page.status).set('Cache-Control', page.cacheControl).type('html').send(page.html);
});

/**
 * A query string changes nothing in these answers, and the CDN keeps each one apart (finding 13): it is sent to the one
 * address, without a read. True when it answered.
 */
function redirectedWithoutQuery(req: { originalUrl: string }, res: Response, canonical: string): boolean {
  if (!req.originalUrl.includes('?')) return false;
  res.status(301).set('Cache-Control', 'public, max-age=86400').set('Location', canonical).end();
  return true;
}

/** sitemap.xml from the live listings and published posts (Hosting rewrite). */
export const sitemap = onRequest(publicHttpOptions, async (req, res) => {
  if (redirectedWithoutQuery(req, res, '/sitemap.xml')) return;
  res
    .set('Cache-Control', 'public, max-age=300, s-maxage=3600')
    .type('application/xml')
    .send(await cachedSitemap(getFirestore()));
});

/** /public-snapshot.json: the live listings and published posts in one response, for a first visit's first paint (Hosting rewrite). */
export const publicSnapshot = onRequest(publicHttpOptions, async (req, res) => {
  if (req.method !== 'GET') {
    res.status(405).set('Allow', 'GET').type('text/plain').send('Method Not Allowed');
    return;
  }
  if (redirectedWithoutQuery(req, res, PUBLIC_SNAPSHOT_PATH)) return;
  res.set('Cache-Control', PUBLIC_SNAPSHOT_CACHE_CONTROL).json(await cachedSnapshot(getFirestore()));
});

/** The live listings, read again only when the public projections changed (finding 13); the feeds are built per request. */
const cachedFeedBoats = cachedByPublicVersion(readFeedBoats);

/** One feed: GET (or HEAD) only, one address, built from the cached listings at the request's time (sold boats leave by date). */
function feedFunction(path: string, contentType: string, pick: (feeds: ReturnType<typeof siteFeeds>) => string) {
  return onRequest(publicHttpOptions, async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(405).set('Allow', 'GET, HEAD').type('text/plain').send('Method Not Allowed');
      return;
    }
    if (redirectedWithoutQuery(req, res, path)) return;
    const body = pick(siteFeeds(await cachedFeedBoats(getFirestore()), new Date()));
    res.set('Cache-Control', FEED_CACHE_CONTROL).set('Content-Type', contentType).send(body);
  });
}

/** /feeds/openmarine.xml: the public listings as OpenMarine XML 1.7, for broker-sync tools and portals (Hosting rewrite). */
export const openMarineFeed = feedFunction(OPENMARINE_FEED_PATH, OPENMARINE_CONTENT_TYPE, (feeds) => feeds.openMarine);
/** /feeds/listings.json: the public listings as JSON (Hosting rewrite). */
export const listingsJsonFeed = feedFunction(
  LISTINGS_JSON_FEED_PATH,
  LISTINGS_JSON_CONTENT_TYPE,
  (feeds) => feeds.listingsJson,
);

/**
 * Daily, at 04:30 in Nassau: the photos of submissions rejected 30 days ago, or sent back 90 days ago and never
 * resubmitted, are deleted (finding N4; submission-photo-sweep.ts).
 */
export const sweepSubmissionPhotosDaily = onSchedule(
  { schedule: 'every day 04:30', timeZone: 'America/Nassau' },
  async () => {
    const folder = folderStore();
    if (!folder) return logger.warn('submission photos: no Storage bucket configured');
    const swept = await sweepSubmissionPhotos(getFirestore(), folder, new Date(), (message, error) =>
      logger.error(message, error),
    );
    logger.info('submission photos past keeping deleted', { swept });
  },
);

/**
 * Daily, at 04:00 in Nassau: a sold boat shown as sold leaves the public listings 30 days after it sold. Nothing is
 * written to the boat then, so no trigger would withdraw it; pages already hide it by the date (publicState).
 */
/** #33: holds whose time is up are freed (readers already take them as free; this tidies the calendars). */
export const sweepCharterHolds = onSchedule({ schedule: 'every 15 minutes', timeZone: 'America/Nassau' }, async () => {
  const freed = await sweepLapsedHolds(getFirestore(), new Date());
  logger.info('lapsed charter holds freed', { freed });
});

export const sweepSoldListings = onSchedule({ schedule: 'every day 04:00', timeZone: 'America/Nassau' }, async () => {
  const withdrawn = await withdrawExpiredSoldListings(getFirestore());
  logger.info('sold listings past their 30 days withdrawn', { withdrawn });
});
