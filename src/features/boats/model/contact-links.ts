/** 'Email Inquiry' link: a mailto with the boat's title in the subject. */
export function inquiryMailto(email: string, title: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(`Inquiry about ${title}`)}`;
}
