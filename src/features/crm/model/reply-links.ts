import { mailtoHref } from '@harbour/domain/forms/email';

/** What a one-tap reply names: who asked, the boat and its page (none for a sell or contact lead). */
export interface ReplyContext {
  name: string;
  boatTitle: string | null;
  boatUrl: string | null;
  /** Who answers, signed at the end. */
  from: string;
}

/** Pure: the prefilled reply, naming the boat and linking its page. */
export function replyText({ name, boatTitle, boatUrl, from }: ReplyContext): string {
  const first = name.trim().split(/\s+/)[0] || 'there';
  const about = boatTitle
    ? `Thank you for your interest in the ${boatTitle}${boatUrl ? ` (${boatUrl})` : ''}.`
    : 'Thank you for getting in touch.';
  return `Hi ${first},\n\n${about} When would be a good time to talk?\n\n${from}`;
}

/** Pure: the reply's email subject. */
export function replySubject(boatTitle: string | null): string {
  return boatTitle ? `Your inquiry about the ${boatTitle}` : 'Your inquiry';
}

/**
 * Pure: a mailto: link to the lead's address with the subject and body prefilled, or undefined when the stored address
 * is not one (isEmail refuses ? & % and the rest, so nothing typed by a visitor can add headers such as bcc). Subject
 * and body are encoded whole.
 */
export function emailReplyHref(email: unknown, subject: string, body: string): string | undefined {
  const to = mailtoHref(email);
  if (!to) return undefined;
  return `${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/**
 * Pure: a wa.me link to the lead's phone with the text prefilled, or undefined when the stored phone is not a phone
 * number. Only its digits go into the link (wa.me wants the international number without + or spaces), so no
 * character of it can change the link.
 */
export function whatsappReplyHref(phone: unknown, text: string): string | undefined {
  if (typeof phone !== 'string') return undefined;
  if (!/^\s*\+?[\d\s().-]+$/.test(phone)) return undefined;
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 7 || digits.length > 15) return undefined;
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}
