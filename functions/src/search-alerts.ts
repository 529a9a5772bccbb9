import type { Firestore } from 'firebase-admin/firestore';
import { readSearchAlerts } from '@harbour/domain/schemas/search-alert';
import { searchAlertMail, searchAlertMailId } from '@harbour/domain/boats/search-alert-mail';
import { business } from '@harbour/domain/business';
import { isAlreadyThere, MAIL, mailExpireAt } from './mail';
import { alertCandidates } from './alert-index';

type Data = Record<string, unknown>;

/** Whether a listing is one a saved search finds (the page's own filters: @harbour/domain/search/search-alert-match). */
export type ListingMatcher = (params: string, listing: object, now: Date) => boolean;

/**
 * The address of an account as Firebase Auth holds it, only once the user confirmed it through the emailed link (#32);
 * null otherwise (not verified, no such account). index.ts reads it with the Admin SDK.
 */
export type VerifiedAddress = (uid: string) => Promise<string | null>;

/** What the alerts need from outside: the page's matcher, Auth's verified address, the signed unsubscribe link. */
export interface SearchAlertDeps {
  matches: ListingMatcher;
  verifiedAddress: VerifiedAddress;
  /** The one-click link that turns `uid`'s alert emails off (unsubscribe.ts, finding N2). */
  unsubscribeLink: (uid: string) => string;
}

/** Pure: whether a write to listings/{id} put a boat on the public site (new, or back after it was withdrawn). */
export function isNewlyPublic(before: Data | null, after: Data | null): boolean {
  const live = (d: Data | null) => d !== null && d._deleted !== true;
  return !live(before) && live(after);
}

/**
 * A newly published listing: one email to each user with a saved search that finds it (naming every such search),
 * written to `mail` for the Trigger Email extension. Created only if absent (one email per user and boat while the
 * mail document is kept, mail.ts), so a retried trigger or a boat listed again soon after sends nothing more.
 * Profiles and alerts are read as untrusted: a malformed alert sends nothing, and the email goes to the account's
 * verified address as Auth holds it (none: nothing). Returns how many emails it wrote.
 */
export async function sendSearchAlerts(
  db: Firestore,
  listingId: string,
  before: Data | null,
  after: Data | null,
  { matches, verifiedAddress, unsubscribeLink }: SearchAlertDeps,
  now: Date = new Date(),
): Promise<number> {
  if (!isNewlyPublic(before, after)) return 0;
  const listing = { ...after, id: listingId };
  // Only the accounts whose alerts may find it (the alerts index, finding N2); the filters below still decide.
  const uids = await alertCandidates(db, listing as { type?: unknown });
  const profiles = uids.length ? await db.getAll(...uids.map((uid) => db.collection('profiles').doc(uid))) : [];
  let written = 0;
  for (const profile of profiles) {
    if (!profile.exists) continue;
    const data = profile.data() as Data;
    if (data._deleted === true) continue;
    const found = readSearchAlerts(data.searchAlerts).filter((alert) => matches(alert.params, listing, now));
    if (found.length === 0) continue;
    // Only to an address its owner confirmed, as Auth holds it (a profile's own field is never the recipient).
    const to = await verifiedAddress(profile.id);
    if (!to) continue;
    const mail = searchAlertMail({
      to,
      searchNames: found.map((alert) => alert.name),
      listing,
      siteUrl: business.siteUrl,
      businessName: business.productName,
      unsubscribeUrl: unsubscribeLink(profile.id),
    });
    const ref = db.collection(MAIL).doc(searchAlertMailId(profile.id, listingId));
    try {
      await ref.create({
        ...mail,
        kind: 'searchAlert',
        userId: profile.id,
        listingId,
        createdAt: now.toISOString(),
        expireAt: mailExpireAt(now),
      });
      written += 1;
    } catch (error) {
      if (!isAlreadyThere(error)) throw error;
    }
  }
  return written;
}
