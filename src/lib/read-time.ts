/**
 * Read times from the spec: on cards, excerpt length over 200 rounded up; on the post page, content length over 1000
 * rounded up. Lengths are character counts of the text measured (the displayed excerpt on cards, which is the
 * fallback excerpt when a post has none; the raw markdown content on the post page). Never less than 1 minute.
 */
export const CARD_CHARS_PER_MINUTE = 200;
export const POST_CHARS_PER_MINUTE = 1000;

export function readTimeMinutes(text: string, charsPerMinute: number): number {
  return Math.max(1, Math.ceil((text ?? '').length / charsPerMinute));
}

/** Read time shown on a blog card, from the excerpt the card displays. */
export function cardReadTime(displayedExcerpt: string): number {
  return readTimeMinutes(displayedExcerpt, CARD_CHARS_PER_MINUTE);
}

/** Read time shown on the post page, from the post's content. */
export function postReadTime(content: string): number {
  return readTimeMinutes(content, POST_CHARS_PER_MINUTE);
}

export function formatReadTime(minutes: number): string {
  return `${minutes} min read`;
}
