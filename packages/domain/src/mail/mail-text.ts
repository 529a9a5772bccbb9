/** A document of the `mail` collection, as the Firebase "Trigger Email" extension reads it. */
export interface MailDocument {
  to: string;
  /** `headers`: extra headers the extension passes to the mail (List-Unsubscribe for alerts). */
  message: { subject: string; text: string; html: string; headers?: Record<string, string> };
}

/** Pure: text for an email's HTML part, & < > " ' as entities. */
export function escapeMailHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

// eslint-disable-next-line no-control-regex -- control characters are what headerLine removes
const CONTROL = /[\u0000-\u001f\u007f\u2028\u2029]+/g;

/**
 * Pure: a value for a header such as the subject: on one line (line breaks, tabs, other control characters and the
 * Unicode line and paragraph separators become one space, so text from a user or a visitor can never start another
 * header), trimmed and cut to `max` characters. Anything but a string is ''.
 */
export function headerLine(value: unknown, max: number): string {
  if (typeof value !== 'string') return '';
  return value.replace(CONTROL, ' ').replace(/ {2,}/g, ' ').trim().slice(0, max);
}
