/**
 * A practical email shape check: one '@', no spaces, a dot in the domain, no empty labels.
 * Shared by every form and by the data layer so the two can never disagree.
 */
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/;

export function isEmail(value: string): boolean {
  if (value.length > 255) return false;
  if (!EMAIL.test(value)) return false;
  const domain = value.slice(value.lastIndexOf('@') + 1);
  return !domain.split('.').some((label) => label.length === 0 || label.startsWith('-') || label.endsWith('-'));
}
