import { boatTitle } from './boat-title';
import { escapeMailHtml as escapeHtml, headerLine, type MailDocument } from '../mail/mail-text';
import { unsubscribeHeaders } from '../mail/unsubscribe-link';

export interface AlertedListing {
  id: string;
  year?: unknown;
  make?: unknown;
  model?: unknown;
  price?: unknown;
  priceOnRequest?: unknown;
  length?: unknown;
  location?: unknown;
}

/**
 * Pure: the `mail` document id of the alert to one user about one listing. One email per user and boat, ever, however
 * many of the user's searches find it: the function creates it only if absent, so a retried trigger or a boat listed
 * again sends nothing more.
 */
export function searchAlertMailId(uid: string, listingId: string): string {
  return ['searchAlert', uid, listingId].map((part) => part.replace(/\//g, '_')).join('__');
}

/** Pure: the searches' names in a sentence: “A”, “A” and “B”, “A”, “B” and “C”. */
function namesInWords(names: readonly string[]): string {
  const quoted = names.map((name) => `“${name}”`);
  return quoted.length <= 1 ? (quoted[0] ?? '') : `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}`;
}

/** Pure: the price as a listing shows it. */
function priceText(listing: AlertedListing): string {
  if (listing.priceOnRequest === true || typeof listing.price !== 'number') return 'Price on request';
  return `$${Math.round(listing.price).toLocaleString('en-US')}`;
}

/**
 * Pure: the email telling a user that a newly published listing matches one of their saved searches: the boat's title,
 * price, length and place, a link to it, and how to stop these emails.
 */
export function searchAlertMail(input: {
  to: string;
  /** The user's saved searches that find it (at least one). */
  searchNames: readonly string[];
  listing: AlertedListing;
  siteUrl: string;
  businessName: string;
  /** The signed one-click link that turns this user's alert emails off (unsubscribe-link.ts). */
  unsubscribeUrl: string;
}): MailDocument {
  const { listing, searchNames, siteUrl, businessName, unsubscribeUrl } = input;
  const searches = namesInWords(searchNames);
  const yourSearches = searchNames.length === 1 ? `your saved search ${searches}` : `your saved searches ${searches}`;
  const title = boatTitle(listing) || 'A new boat';
  const link = `${siteUrl}/boats/${encodeURIComponent(listing.id)}`;
  const manage = `${siteUrl}/saved`;
  const facts = [
    priceText(listing),
    typeof listing.length === 'number' ? `${listing.length} ft` : '',
    typeof listing.location === 'string' ? listing.location.trim() : '',
  ].filter((part) => part !== '');
  // On one line whatever the names and the boat hold (finding N2): a user's search name cannot add a header.
  const subject = headerLine(
    searchNames.length === 1
      ? `New for “${searchNames[0]}”: ${title}`
      : `New for ${searchNames.length} of your searches: ${title}`,
    250,
  );
  const text = [
    `A boat matching ${yourSearches} was just listed:`,
    '',
    title,
    facts.join(' · '),
    '',
    `See it: ${link}`,
    '',
    `You get this email because you turned on emails for saved searches. To stop them: ${unsubscribeUrl}`,
    `(or turn them off on ${manage})`,
    businessName,
  ].join('\n');
  const html = [
    `<p>A boat matching ${escapeHtml(yourSearches)} was just listed:</p>`,
    `<p><a href="${escapeHtml(link)}"><strong>${escapeHtml(title)}</strong></a><br>${escapeHtml(facts.join(' · '))}</p>`,
    `<p><a href="${escapeHtml(link)}">See the boat</a></p>`,
    `<p style="color:#555;font-size:13px">You get this email because you turned on emails for saved searches. ` +
      `<a href="${escapeHtml(unsubscribeUrl)}">Stop these emails</a> ` +
      `(or turn them off on <a href="${escapeHtml(manage)}">your saved page</a>).<br>${escapeHtml(businessName)}</p>`,
  ].join('\n');
  return { to: input.to, message: { subject, text, html, headers: unsubscribeHeaders(unsubscribeUrl) } };
}
