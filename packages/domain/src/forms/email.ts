/**
 * A practical email shape check: one '@', no spaces, a dot in the domain, no empty labels. None of the characters a
 * URL gives a meaning (? = & % / #): the address goes into mailto: links, where 'a@x.com?bcc=b%40e.io' would copy
 * someone in. Shared by every form and by the data layer, and mirrored in firestore.rules (emailShape; a static test
 * holds the two to the same answers).
 */
const EMAIL = /^[^\s@<>()[\]\\,;:"?=&%/#]+@[^\s@<>()[\]\\,;:"?=&%/#]+\.[^\s@<>()[\]\\,;:"?=&%/#]{2,}$/;

export function isEmail(value: string): boolean {
  if (value.length > 255) return false;
  if (!EMAIL.test(value)) return false;
  const domain = value.slice(value.lastIndexOf('@') + 1);
  return !domain.split('.').some((label) => label.length === 0 || label.startsWith('-') || label.endsWith('-'));
}

/** A mailto: link for an address from stored data, only when it is one (a hostile record gets no link). */
export function mailtoHref(address: unknown): string | undefined {
  return typeof address === 'string' && isEmail(address) ? `mailto:${address}` : undefined;
}
